"use client";

import { useInfiniteQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { ApiCallError, type ApiResponse } from "@/components/ui/api-client";
import { apiQueryKey, apiRequest, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { loadedNotifications } from "@/components/notifications/use-notifications";
import type { Conversation, Message } from "./types";

// Conversation queries. Live updates are polling while the tab is visible
// (react-query stops intervals when the document is hidden): the open thread
// every 4 s, the list every 20 s. Cost: docs/conversations.md "Live updates".
// The list and a thread's messages are cursor-paged: infinite queries over the
// typed `apiRequest`, keyed as `useApiQuery` keys ("conversations" first, so
// every conversation mutation refreshes them) plus "pages" (their cache holds
// pages, not one answer).

export const THREAD_POLL_MS = 4_000;
export const LIST_POLL_MS = 20_000;
const PAGE = 30;
const LIST_PAGE = 20;

type Page<T> = { items: T[]; next: string | null };

/** GET /conversations and /conversations/{id}/messages: `meta.next_cursor` is the next page's cursor (null on the last). */
function pageOf<T>(res: ApiResponse<T[], { next_cursor: string | null }>): Page<T> {
  if (!res.ok) throw new ApiCallError(res.status, res.error);
  return { items: res.data, next: res.meta.next_cursor };
}

export function useConversationList(enabled: boolean) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: [...apiQueryKey("/conversations", { query: { limit: LIST_PAGE } }, locale), "pages"],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<Page<Conversation>> =>
      pageOf(await apiRequest("get", "/conversations", { query: { limit: LIST_PAGE, cursor: pageParam ?? undefined } }, locale)),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    staleTime: 5_000,
    refetchInterval: LIST_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useConversation(id: string) {
  return useApiQuery("/conversations/{id}", { path: { id } });
}

/** The thread's messages, newest first per page; the loaded pages are polled while the thread is open and visible. */
export function useThreadMessages(id: string, enabled: boolean) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: [...apiQueryKey("/conversations/{id}/messages", { path: { id }, query: { limit: PAGE } }, locale), "pages"],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<Page<Message>> =>
      pageOf(await apiRequest("get", "/conversations/{id}/messages", { path: { id }, query: { limit: PAGE, cursor: pageParam ?? undefined } }, locale)),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    retry: false,
    staleTime: 0,
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Sends a message in the thread: `mutate({ path: { id }, body })`. */
export function useSendMessage() {
  return useApiMutation("post", "/conversations/{id}/messages");
}

/** The unread notifications about conversation `id` among those the page already loaded (bell, inbox). */
function unreadNotificationsOf(client: QueryClient, id: string): string[] {
  const about = loadedNotifications(client).filter((n) => !n.read_at && n.entity.type === "conversation" && n.entity.id === id);
  return [...new Set(about.map((n) => n.id))];
}

/** Marks the thread read, and the notifications about it the page knows of (the bell stops counting what was just read). */
export function useMarkConversationRead(id: string) {
  const client = useQueryClient();
  const read = useApiMutation("post", "/conversations/{id}/read", { invalidates: ["notifications"] });
  const readNotifications = useApiMutation("post", "/notifications/read");
  return {
    mutate: () =>
      read.mutate(
        { path: { id } },
        {
          onSuccess: () => {
            const ids = unreadNotificationsOf(client, id);
            if (ids.length > 0) readNotifications.mutate({ body: { ids } });
          },
        },
      ),
  };
}

/** Opens (or finds) the conversation with a vendor: `mutateAsync({ body: { vendor_id } })`. */
export function useStartConversation() {
  return useApiMutation("post", "/conversations");
}
