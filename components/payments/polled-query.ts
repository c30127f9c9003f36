"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { ApiData, ApiMeta, ApiParams, ApiPath } from "@/components/ui/api-types";
import { apiQueryKey, useApiQuery, type Loaded } from "@/components/ui/use-api";

/**
 * `useApiQuery` polled every `every` ms while `keepPolling` says so of the last
 * answer and the number of answers so far (`poll` itself is a fixed interval,
 * so the decision is made from the cached answer on each render).
 */
export function usePolledQuery<P extends ApiPath<"get">>(
  template: P,
  params: ApiParams<P, "get">,
  every: number,
  keepPolling: (last: Loaded<ApiData<P>, ApiMeta<P>> | undefined, answers: number) => boolean,
) {
  const locale = useLocale();
  const last = useQueryClient().getQueryState<Loaded<ApiData<P>, ApiMeta<P>>>(apiQueryKey(template, params, locale));
  const query = useApiQuery(template, params, { poll: keepPolling(last?.data, last?.dataUpdateCount ?? 0) ? every : undefined });
  // Read so that every answer re-renders, the same data again too: the next render counts it.
  void query.dataUpdatedAt;
  return query;
}
