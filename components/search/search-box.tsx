"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState, useTransition, type FormEvent, type KeyboardEvent } from "react";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { useApiQuery } from "@/components/ui/use-api";
import { getPathname, useRouter } from "@/i18n/navigation";
import { changeParams, searchHref, type SearchParamKey, type SearchParams } from "./search-url";

// The query box with as-you-type suggestions (ARIA 1.2 combobox with a
// listbox popup). A new query keeps the filters; picking a vendor or a
// category opens its page, picking a term searches for it. Render it with
// `key={params.q}` so back/forward shows the URL's query.

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

type SearchSuggestion = ApiData<"/search/suggestions">[number];

export function SearchBox({ pathname, params }: { pathname: string; params: SearchParams }) {
  const t = useTranslations("search");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(params.q ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pending, startTransition] = useTransition();
  const typed = useDebounced(text.trim());
  const suggestions = useApiQuery("/search/suggestions", { query: { q: typed } }, { enabled: open && typed.length >= MIN_CHARS });
  // Suggestions are a convenience: an unavailable engine or a rate limit just shows none.
  const options = open && typed.length >= MIN_CHARS ? (suggestions.data?.data ?? []) : [];
  const expanded = options.length > 0;
  const others = (Object.keys(params) as SearchParamKey[]).filter((k) => k !== "q" && k !== "page");

  const search = (q: string) => {
    setOpen(false);
    startTransition(() => router.push(searchHref(pathname, changeParams(params, { q: q.trim() || undefined }))));
  };

  function choose(s: SearchSuggestion) {
    if (s.type === "term") {
      setText(s.text);
      search(s.text);
    } else {
      setOpen(false);
      router.push(s.type === "vendor" ? `/vendors/${s.slug}` : `/categories/${s.slug}`);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  return (
    <form
      className="search-form search-box"
      role="search"
      aria-label={t("queryLabel")}
      method="get"
      action={getPathname({ href: pathname, locale })}
      onSubmit={onSubmit}
      aria-busy={pending}
    >
      {others.map((key) => (
        <input key={key} type="hidden" name={key} value={params[key]} />
      ))}
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t("queryLabel")}
      </label>
      <div className="search-box__field">
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={120}
          placeholder={t("queryPlaceholder")}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t("suggestionsLabel")} className="search-box__suggestions" hidden={!expanded}>
          {options.map((s, i) => (
            <li
              key={s.type === "term" ? `term-${s.text}` : `${s.type}-${s.id}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="search-box__suggestion"
              // mousedown would blur the input (closing the list) before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
            >
              <span>{s.type === "term" ? s.text : s.name}</span>
              {s.type !== "term" && <span className="search-box__kind">{s.type === "vendor" ? t("suggestionVendor") : t("category")}</span>}
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit">{t("submit")}</Button>
    </form>
  );
}
