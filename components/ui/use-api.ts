"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useEffect, useRef } from "react";
import { api, ApiCallError, type ApiError, type ApiResponse } from "./api-client";
import { apiQueryKey, buildPath, domainOf, type ApiBody, type ApiData, type ApiMeta, type ApiParams, type ApiPath, type Method } from "./api-types";
// The one data path of the screens (docs/architecture.md "Components"):
// react-query over the one fetch, typed from the generated OpenAPI types.

export type Loaded<T, M> = { data: T; meta: M };

type QueryOptions = {
  /** False: wait (a value the request needs is not known yet). */
  enabled?: boolean;
  /** Refetch every `poll` ms while the page is visible. */
  poll?: number;
  /** How long an answer counts as fresh (reference data: minutes). */
  staleTime?: number;
  /** Keep showing the last answer while another page or filter loads (lists). */
  keepPrevious?: boolean;
};

export { apiQueryKey };

/**
 * The one way a screen reads our API: `useApiQuery("/bookings/{id}", { path: { id } })`.
 * `data` is `{ data, meta }` typed from the OpenAPI document; a failure is an `ApiCallError`.
 */
export function useApiQuery<P extends ApiPath<"get">>(template: P, params: ApiParams<P, "get">, options: QueryOptions = {}) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(template, params, locale),
    queryFn: async (): Promise<Loaded<ApiData<P>, ApiMeta<P>>> => {
      const res = await api<ApiData<P>, ApiMeta<P>>(buildPath(template, params), { locale });
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return { data: res.data, meta: res.meta };
    },
    enabled: options.enabled ?? true,
    staleTime: options.staleTime,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: false,
    refetchInterval: options.poll,
    refetchIntervalInBackground: false,
  });
}

type WriteMethod = Exclude<Method, "get">;
type Variables<P extends ApiPath<M>, M extends WriteMethod> = ApiParams<P, M> & {
  body?: ApiBody<P, M>;
  /** Extra headers, e.g. `Idempotency-Key` on money calls. */
  headers?: Record<string, string>;
};

/** One call of our API outside react-query (a download, a redirect after the answer); typed as the hooks are. */
export function apiRequest<P extends ApiPath<M>, M extends Method>(
  method: M,
  template: P,
  variables: ApiParams<P, M> & { body?: ApiBody<P, M>; headers?: Record<string, string> },
  locale: string,
): Promise<ApiResponse<ApiData<P, M>, ApiMeta<P, M>>> {
  const { body, headers, ...params } = variables as { body?: unknown; headers?: Record<string, string>; path?: object; query?: object };
  return api<ApiData<P, M>, ApiMeta<P, M>>(buildPath(template, params), { method: method.toUpperCase() as Uppercase<M>, locale, body, headers });
}

/**
 * The one way a screen writes: `useApiMutation("post", "/rfqs/{id}/decline", { invalidates: ["quotes"] })`,
 * then `mutate({ path: { id }, body })`. Success invalidates the path's own
 * domain and the domains named in `invalidates` (what else the change shows in).
 */
export function useApiMutation<P extends ApiPath<M>, M extends WriteMethod>(method: M, template: P, options: { invalidates?: string[] } = {}) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation<Loaded<ApiData<P, M>, ApiMeta<P, M>>, ApiCallError, Variables<P, M>>({
    mutationFn: async (variables) => {
      const res = await apiRequest(method, template, variables, locale);
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return { data: res.data, meta: res.meta };
    },
    onSuccess: () => Promise.all([domainOf(template), ...(options.invalidates ?? [])].map((domain) => client.invalidateQueries({ queryKey: [domain] }))),
  });
}

type OnMountOptions<P extends ApiPath<M>, M extends WriteMethod> = {
  invalidates?: string[];
  /** False: not yet (the page does not know yet whether to send it). */
  when?: boolean;
  /** After a success (e.g. forget the cached answers of a session the call ended). */
  onSuccess?: (result: Loaded<ApiData<P, M>, ApiMeta<P, M>>) => void;
};

/**
 * A write a page sends by itself once it is shown, not on a user's action: a single-use link token spent on arrival (a
 * link scanner that only GETs the URL spends nothing), "the payer arrived" at a gateway page. `useApiMutation` fired once
 * per `variables` (strict mode runs effects twice; a token is single use): the one effect of the screens that writes.
 */
export function useMutateOnMount<P extends ApiPath<M>, M extends WriteMethod>(
  method: M,
  template: P,
  variables: Variables<P, M>,
  options: OnMountOptions<P, M> = {},
) {
  const mutation = useApiMutation(method, template, { invalidates: options.invalidates });
  const { mutate } = mutation;
  const key = JSON.stringify(variables);
  const when = options.when ?? true;
  const sentFor = useRef<string | null>(null);
  const onSuccess = useRef(options.onSuccess);
  useEffect(() => {
    onSuccess.current = options.onSuccess;
  });
  useEffect(() => {
    if (!when || sentFor.current === key) return;
    sentFor.current = key;
    mutate(JSON.parse(key) as Variables<P, M>, { onSuccess: (result) => onSuccess.current?.(result) });
  }, [when, key, mutate]);
  return mutation;
}

export function errorOf(error: unknown): ApiError | null {
  return error instanceof ApiCallError ? error.error : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiCallError ? error.status : null;
}

export const enc = encodeURIComponent;
