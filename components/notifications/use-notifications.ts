"use client";

import { useInfiniteQuery, type QueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { ApiCallError } from "@/components/ui/api-client";
import { apiQueryKey, apiRequest, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import type { AppNotification } from "./types";

// The notification queries shared by the bell and the inbox page, all under
// the "notifications" domain key. The bell polls every 20 s while the tab is
// visible (react-query pauses the interval when the document is hidden);
// docs/conversations.md "Live updates" has the cost.

export const NOTIFICATIONS_KEY = ["notifications"] as const;
export const BELL_POLL_MS = 20_000;
const PAGE = 20;

export function useLatestNotifications(limit = 8) {
  const latest = useApiQuery("/notifications", { query: { limit } }, { poll: BELL_POLL_MS, staleTime: 10_000 });
  return { ...latest, items: latest.data?.data, unread: latest.data?.meta.unread_count ?? 0 };
}

/**
 * The inbox's pages by cursor: react-query's infinite query (useApiQuery reads
 * one page) over the typed request, keyed in the "notifications" domain.
 */
export function useNotificationPages() {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: apiQueryKey("/notifications", { query: { limit: PAGE, pages: true } }, locale),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const res = await apiRequest("get", "/notifications", { query: { limit: PAGE, cursor: pageParam ?? undefined } }, locale);
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return { data: res.data, meta: res.meta };
    },
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    staleTime: 10_000,
  });
}

/** Marks the notifications in `body.ids` read (all of them with `{}`); every notification query reloads. */
export function useMarkRead() {
  return useApiMutation("post", "/notifications/read");
}

/** The notifications the page has loaded (bell and inbox), whatever query holds them. */
export function loadedNotifications(client: QueryClient): AppNotification[] {
  type Cached = { data?: AppNotification[]; pages?: { data: AppNotification[] }[] };
  return client.getQueriesData<Cached>({ queryKey: NOTIFICATIONS_KEY }).flatMap(([, cached]) => {
    if (Array.isArray(cached?.data)) return cached.data;
    return (cached?.pages ?? []).flatMap((page) => page.data);
  });
}
