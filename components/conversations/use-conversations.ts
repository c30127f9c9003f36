"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api, ApiCallError } from "@/components/ui/api-client";
import { loadedNotifications, NOTIFICATIONS_KEY } from "@/components/notifications/use-notifications";
import type { Conversation, Message } from "./types";

// Conversation queries. Live updates are polling while the tab is visible
// (react-query stops intervals when the document is hidden): the open thread
// every 4 s, the list every 20 s. Cost: docs/conversations.md "Live updates".

export const CONVERSATIONS_KEY = ["conversations"] as const;
export const THREAD_POLL_MS = 4_000;
export const LIST_POLL_MS = 20_000;
const PAGE = 30;

type Page<T> = { items: T[]; next: string | null };

async function page<T>(path: string, locale: string, cursor: string | null, limit: number): Promise<Page<T>> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  const res = await api<T[], { next_cursor?: string | null }>(`${path}?${query}`, { locale });
  if (!res.ok) throw new ApiCallError(res.status, res.error);
  return { items: res.data, next: res.meta.next_cursor ?? null };
}

export function useConversationList(enabled: boolean) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: [...CONVERSATIONS_KEY, "list"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => page<Conversation>("/conversations", locale, pageParam, 20),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    staleTime: 5_000,
    refetchInterval: LIST_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useConversation(id: string, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, "one", id],
    queryFn: async () => {
      const res = await api<Conversation>(`/conversations/${encodeURIComponent(id)}`, { locale });
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return res.data;
    },
    enabled,
    retry: false,
  });
}

/** The thread's messages, newest first per page; the loaded pages are polled while the thread is open and visible. */
export function useThreadMessages(id: string, enabled: boolean) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: [...CONVERSATIONS_KEY, "messages", id],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => page<Message>(`/conversations/${encodeURIComponent(id)}/messages`, locale, pageParam, PAGE),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    retry: false,
    staleTime: 0,
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useSendMessage(id: string) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { body?: string; attachment_ids?: string[] }) => {
      const res = await api<Message>(`/conversations/${encodeURIComponent(id)}/messages`, { method: "POST", locale, body: input });
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return res.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** The unread notifications about conversation `id` among those the page already loaded (bell, inbox). */
function unreadNotificationsOf(client: QueryClient, id: string): string[] {
  const about = loadedNotifications(client).filter((n) => !n.read_at && n.entity.type === "conversation" && n.entity.id === id);
  return [...new Set(about.map((n) => n.id))];
}

/** Marks the thread read, and the notifications about it the page knows of (the bell stops counting what was just read). */
export function useMarkConversationRead(id: string) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api<null>(`/conversations/${encodeURIComponent(id)}/read`, { method: "POST", locale });
      const ids = unreadNotificationsOf(client, id);
      if (ids.length > 0) await api<null>("/notifications/read", { method: "POST", locale, body: { ids } });
    },
    onSuccess: () => {
      client.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, "list"] });
      client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

/** Opens (or finds) the conversation with a vendor: POST /conversations. */
export function useStartConversation() {
  const locale = useLocale();
  return useMutation({
    mutationFn: async (vendorId: string) => {
      const res = await api<Conversation>("/conversations", { method: "POST", locale, body: { vendor_id: vendorId } });
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return res.data;
    },
  });
}
