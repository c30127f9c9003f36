"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api, ApiCallError, type ApiError } from "./api-client";
// react-query wrappers of the portal pages (begun with the RFQ loop): one cache
// prefix so any action (quote, counter, accept) refreshes every list and detail
// it can change.

export const RFQ_LOOP_KEY = "rfq-loop";

export type Loaded<T, M> = { data: T; meta: M };

export function useApiGet<T, M = Record<string, unknown>>(path: string | null, options: { poll?: number } = {}) {
  const locale = useLocale();
  return useQuery({
    queryKey: [RFQ_LOOP_KEY, path, locale],
    queryFn: async (): Promise<Loaded<T, M>> => {
      const res = await api<T, M>(path!, { locale });
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return { data: res.data, meta: res.meta };
    },
    enabled: path !== null,
    retry: false,
    refetchInterval: options.poll,
    refetchIntervalInBackground: false,
  });
}

/** A POST/PATCH/DELETE whose success refreshes every RFQ-loop query. */
export function useApiAction<B, T = unknown>(method: "POST" | "PUT" | "PATCH" | "DELETE" = "POST") {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation<T, ApiCallError, { path: string; body?: B }>({
    mutationFn: async ({ path, body }) => {
      const res = await api<T>(path, { method, locale, body });
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return res.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [RFQ_LOOP_KEY] }),
  });
}

export function errorOf(error: unknown): ApiError | null {
  return error instanceof ApiCallError ? error.error : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiCallError ? error.status : null;
}

export const enc = encodeURIComponent;
