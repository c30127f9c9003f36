"use client";

import { useLocale, useTranslations } from "next-intl";
import { textDir } from "./text-dir";
import { useEffect, useRef, useState } from "react";
import { useViewer } from "@/components/ui/viewer-context";
import { Link, useRouter } from "@/i18n/navigation";
import { notificationHref } from "./links";
import { timeAgo } from "./time-ago";
import { useLatestNotifications, useMarkRead } from "./use-notifications";
import "./notifications.css";

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's bell for signed-in people: the unread count, and a panel with
 * the latest notifications, "mark all read" and a link to the inbox. Opening
 * an item marks it read and follows its link.
 */
export function NotificationBell() {
  const t = useTranslations("notifications.bell");
  const locale = useLocale();
  const viewer = useViewer();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const unread = latest.unread;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const label = unread > 0 ? t("labelUnread", { count: unread }) : t("label");
  return (
    <div className="nt-bell" ref={ref}>
      <button
        type="button"
        className="shell-bell nt-bell__button"
        title={label}
        aria-expanded={open}
        aria-controls="nt-bell-panel"
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {/* Named by this text, not an aria-label: the count's figure beside it says "1" where the Arabic name says "one" (WCAG 2.5.3). */}
        <span className="visually-hidden">{label}</span>
        {unread > 0 && (
          <span className="nt-badge" data-testid="notification-count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div id="nt-bell-panel" className="nt-bell__panel" role="region" aria-label={t("title")} data-testid="notification-panel">
          <div className="nt-bell__head">
            <strong>{t("title")}</strong>
            {unread > 0 && (
              <button
                type="button"
                className="nt-link-button"
                onClick={() => markRead.mutate({ body: {} })}
                disabled={markRead.isPending}
                data-testid="notification-mark-all"
              >
                {t("markAll")}
              </button>
            )}
          </div>
          {latest.isPending && <p className="nt-bell__empty">{t("loading")}</p>}
          {latest.isError && <p className="nt-bell__empty">{t("error")}</p>}
          {latest.items && latest.items.length === 0 && <p className="nt-bell__empty">{t("empty")}</p>}
          {latest.items && latest.items.length > 0 && (
            <ul className="nt-list nt-list--compact">
              {latest.items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={n.read_at ? "nt-item" : "nt-item nt-item--unread"}
                    data-testid="notification-item"
                    onClick={() => {
                      if (!n.read_at) markRead.mutate({ body: { ids: [n.id] } });
                      setOpen(false);
                      router.push(notificationHref(n, viewer));
                    }}
                  >
                    {!n.read_at && <span className="nt-dot" aria-label={t("unread")} />}
                    <span className="nt-item__text">
                      <span className="nt-item__title" dir={textDir(locale)}>
                        {n.title}
                      </span>
                      <time className="nt-item__time" dateTime={n.created_at}>
                        {timeAgo(n.created_at, locale)}
                      </time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="nt-bell__foot">
            <Link href="/account/notifications" onClick={() => setOpen(false)} data-testid="notification-see-all">
              {t("seeAll")}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
