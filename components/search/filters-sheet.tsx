"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { usePendingSearch } from "./pending-search";
import "./filters-sheet.css";
import { Button } from "@/components/ui/button";

/**
 * The search filters as the page's sidebar on wide screens and, on phones, as
 * a sheet from the bottom behind a "Filters (n)" button placed above the
 * results (the results come first). The sheet is a modal dialog: focus moves
 * into it and stays there, Escape or the close buttons close it and give
 * focus back to the button. Which of the two shows is CSS's choice
 * (filters-sheet.css), so the server renders the same markup for both.
 * "Show N results" applies what is typed but not applied yet (prices, date)
 * before closing, as "Apply filters" does.
 */
export function FiltersSheet({ active, total, children }: { active: number; total: number; children: ReactNode }) {
  const t = useTranslations("layout.filters");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const { applyTyped } = usePendingSearch();

  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden"; // the page behind the sheet does not scroll
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  function hide() {
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      hide();
    } else if (event.key === "Tab" && panel.current) {
      // Keep focus inside the sheet while it is open.
      const focusable = Array.from(
        panel.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled])"),
      ).filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  return (
    <div className="filters-sheet" data-open={open || undefined}>
      <button
        ref={button}
        type="button"
        className="filters-sheet__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        data-testid="filters-toggle"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M3 6h18M6 12h12M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        {t("open", { count: active })}
      </button>
      <div className="filters-sheet__backdrop" aria-hidden="true" onClick={hide} />
      <div
        ref={panel}
        id={panelId}
        className="filters-sheet__panel"
        role={open ? "dialog" : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? titleId : undefined}
        onKeyDown={onKeyDown}
        data-testid="filters-sheet"
      >
        <div className="filters-sheet__head">
          <h2 id={titleId} className="filters-sheet__title">
            {t("title")}
          </h2>
          <button ref={close} type="button" className="filters-sheet__close" onClick={hide} aria-label={t("close")} data-testid="filters-close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
        <div className="filters-sheet__foot">
          <Button
            onClick={() => {
              applyTyped();
              hide();
            }}
            data-testid="filters-show-results"
          >
            {t("showResults", { count: total })}
          </Button>
        </div>
      </div>
    </div>
  );
}
