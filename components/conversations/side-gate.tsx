"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ApiCallError } from "@/components/ui/api-client";
import { ErrorText } from "@/components/ui/error-text";
import { apiQueryKey, apiRequest } from "@/components/ui/use-api";
import { useViewer } from "@/components/ui/viewer-context";
import type { Side } from "./types";

/** The session context a side reads its conversations in, or null when the viewer cannot take that side. */
function wantedContext(side: Side, viewer: ReturnType<typeof useViewer>): string | null {
  if (!viewer) return null;
  if (side === "customer") return "customer";
  if (viewer.activeContext.startsWith("vendor:")) return viewer.activeContext;
  return viewer.vendors[0] ? `vendor:${viewer.vendors[0].id}` : null;
}

/**
 * POST /auth/context once per mounted gate: a query rather than a mutation so
 * it runs on mount and gates sharing a page share one call; never fresh again
 * (gcTime 0) so a later visit switches again, never refetched while mounted.
 */
function useContextSwitch(context: string | null, needed: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey("/auth/context", { context }, locale),
    queryFn: async () => {
      const res = await apiRequest("post", "/auth/context", { body: { context: context ?? "" } }, locale);
      if (!res.ok) throw new ApiCallError(res.status, res.error);
      return res.data;
    },
    enabled: needed,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Conversations are read in the session's active context (customer, or one
 * vendor). A person on both sides who opens the other side's messages gets
 * the session switched to that side first (POST /auth/context).
 */
export function SideGate({ side, children }: { side: Side; children: ReactNode }) {
  const t = useTranslations("conversations");
  const viewer = useViewer();
  const wanted = wantedContext(side, viewer);
  const needed = wanted !== null && wanted !== viewer?.activeContext;
  const switched = useContextSwitch(wanted, needed);

  if (!wanted || switched.isError) {
    return <ErrorText>{t("errors.load")}</ErrorText>;
  }
  if (needed && switched.isPending) return <p role="status">{t("loading")}</p>;
  return <>{children}</>;
}
