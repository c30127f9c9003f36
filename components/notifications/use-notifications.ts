"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api } from "@/components/ui/api-client";
import type { AppNotification, NotificationsMeta } from "./types";

// The notification queries shared by the bell and the inbox page. The bell
// polls every 20 s while the tab is visible (react-query pauses the interval
// when the document is hidden); docs/conversations.md "Live updates" has the cost.

export const NOTIFICATIONS_KEY = ["notifications"] as const;
export const BELL_POLL_MS = 20_000;
const PAGE = 20;

export function useLatestNotifications(limit = 8) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "latest", limit],
    queryFn: async () => {
      const res = await api<AppNotification[], NotificationsMeta>(`/notifications?limit=${limit}`, { locale });
      if (!res.ok) throw new Error(res.error.code);
      return { items: res.data, unread: res.meta.unread_count ?? 0 };
    },
    staleTime: 10_000,
    refetchInterval: BELL_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useNotificationPages() {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, "pages"],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (pageParam) query.set("cursor", pageParam);
      const res = await api<AppNotification[], NotificationsMeta>(`/notifications?${query}`, { locale });
      if (!res.ok) throw new Error(res.error.code);
      return { items: res.data, meta: res.meta };
    },
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    staleTime: 10_000,
  });
}

/** Marks the given notifications read (all of them without ids) and refreshes every notification query. */
export function useMarkRead() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) => {
      const res = await api<null>("/notifications/read", { method: "POST", locale, body: ids ? { ids } : {} });
      if (!res.ok) throw new Error(res.error.code);
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
