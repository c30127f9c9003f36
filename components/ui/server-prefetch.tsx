import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import type { AppLocale } from "@/i18n/routing";
import { apiRouter } from "@/server/api/api-router";
import { inProcessGet } from "@/server/core/http/in-process";
import { apiQueryKey, buildPath, type ApiParams, type ApiPath } from "./api-types";

// A portal page's first content rendered on the server (docs/architecture.md
// "First content on the server"): the page names the GETs its screen asks for
// first, they are answered in process by the API's own route handler (the
// same endpoint, authentication, permission checks and rate limits as the
// browser's call) for the page request's caller, and the answers go into the
// screen's react-query cache under the keys `useApiQuery` reads. A GET that
// fails (401, 403, 404, 5xx) puts nothing there: the screen loads it itself
// and shows its own error or sign-in state, as without this.
// Server only: it reads the page request (next/headers).

type Params = { path?: Record<string, unknown>; query?: Record<string, unknown> };

/** One GET of a screen, typed as `useApiQuery` takes it. */
export type ServerGet = { template: string; params: Params };

/** `useApiQuery(template, params)`'s GET, for `ServerPrefetch`: the screen's params exactly (same object shape), or the keys differ. */
export function serverGet<P extends ApiPath<"get">>(template: P, params: ApiParams<P, "get">): ServerGet {
  return { template, params: params as Params };
}

type Loaded = { data: unknown; meta: unknown };

/** What components/ui/api-client.ts `api` gives `useApiQuery` for a success; undefined for any failure. */
async function answerOf(get: ServerGet, page: Headers, locale: AppLocale): Promise<Loaded | undefined> {
  try {
    // The API's own router, as app/api/v1/[...path]/route.ts answers the browser's call.
    const res = await apiRouter().dispatch(inProcessGet(buildPath(get.template, get.params), page, locale));
    if (!res.ok) return undefined;
    if (res.status === 204) return { data: null, meta: {} };
    const json = (await res.json()) as { data?: unknown; meta?: unknown };
    return { data: json.data, meta: json.meta ?? {} };
  } catch {
    return undefined;
  }
}

/** Renders `children` with the answers of `gets` for this page request's caller already in their react-query cache. */
export async function ServerPrefetch({ locale, gets, children }: { locale: AppLocale; gets: ServerGet[]; children: ReactNode }) {
  const page = await headers();
  const client = new QueryClient();
  const answers = await Promise.all(gets.map((get) => answerOf(get, page, locale)));
  gets.forEach((get, i) => {
    const answer = answers[i];
    if (answer) client.setQueryData(apiQueryKey(get.template, get.params, locale), answer);
  });
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
