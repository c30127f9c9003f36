"use client";

import { createContext, useContext, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "@/i18n/navigation";
import { nextSearchParams, searchHref, typedOf, typedPending, type SearchParamKey, type SearchParams, type TypedFilters, type TypedKey } from "./search-url";

// The search page's one pending state: the URL's parameters plus what is typed
// into the price and date fields but not applied yet. The filters form, the
// sort and the phone sheet's "Show N results" all navigate through `go`, so a
// typed date is never lost to another change (search-url.ts nextSearchParams).

type PendingSearch = {
  typed: TypedFilters;
  setTyped: (key: TypedKey, value: string) => void;
  /** Navigates to the URL with `changes` and every typed filter (a new history entry: back undoes it). */
  go: (changes?: Partial<Record<SearchParamKey, string | undefined>>) => void;
  /** Applies the typed filters when they differ from the URL's; false when there was nothing to apply. */
  applyTyped: () => boolean;
  pending: boolean;
};

const PendingSearchContext = createContext<PendingSearch | null>(null);

export function PendingSearchProvider({ pathname, params, children }: { pathname: string; params: SearchParams; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [typed, setTypedState] = useState(() => typedOf(params));
  // A new URL (a navigation, back or forward) gives the fields its values again.
  const urlKey = JSON.stringify(params);
  const [shownUrl, setShownUrl] = useState(urlKey);
  if (shownUrl !== urlKey) {
    setShownUrl(urlKey);
    setTypedState(typedOf(params));
  }

  const go: PendingSearch["go"] = (changes = {}) =>
    startTransition(() => router.push(searchHref(pathname, nextSearchParams(params, typed, changes)), { scroll: false }));
  const value: PendingSearch = {
    typed,
    setTyped: (key, text) => setTypedState((current) => ({ ...current, [key]: text })),
    go,
    applyTyped: () => {
      if (!typedPending(params, typed)) return false;
      go();
      return true;
    },
    pending,
  };
  return <PendingSearchContext.Provider value={value}>{children}</PendingSearchContext.Provider>;
}

export function usePendingSearch(): PendingSearch {
  const context = useContext(PendingSearchContext);
  if (!context) throw new Error("usePendingSearch needs a PendingSearchProvider (components/search/search-results.tsx)");
  return context;
}
