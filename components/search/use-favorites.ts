"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { ApiData } from "@/components/ui/api-types";
import { apiRequest, apiQueryKey, useApiMutation } from "@/components/ui/use-api";
import { useViewer } from "@/components/ui/viewer-context";

// The signed-in customer's saved vendors, loaded once (all pages of
// GET /me/favorites) and shared by every heart button and the favorites page
// through one react-query entry (per language: cards carry localized names).

type FavoriteCard = ApiData<"/me/favorites">[number];

export type Favorites =
  | { state: "signed-out" }
  /** Signed in without `favorite.manage` (an admin account): nothing to save. */
  | { state: "not-allowed" }
  | { state: "ready"; cards: FavoriteCard[]; ids: ReadonlySet<string> };

const PER_PAGE = 50;

async function loadFavorites(locale: string): Promise<Favorites> {
  const cards: FavoriteCard[] = [];
  for (let page = 1; ; page++) {
    const res = await apiRequest("get", "/me/favorites", { query: { page, per_page: PER_PAGE } }, locale);
    if (!res.ok) {
      if (res.status === 401) return { state: "signed-out" };
      if (res.status === 403) return { state: "not-allowed" };
      throw new Error(res.error.code);
    }
    cards.push(...res.data);
    // A short page is the last one (no need for the pagination meta).
    if (res.data.length < PER_PAGE) break;
  }
  return { state: "ready", cards, ids: new Set(cards.map((c) => c.id)) };
}

/**
 * Visitors (no signed-in viewer: the server read the session) and accounts
 * without the customer role are answered without a call: a visitor's page
 * never asks /me/favorites. Every page of the list is one entry, so this is
 * react-query's own hook (useApiQuery reads one page) under the "favorites"
 * domain key that the save and unsave mutations invalidate.
 */
export function useFavorites() {
  const locale = useLocale();
  const viewer = useViewer();
  const who = viewer === null ? "visitor" : viewer.customer ? "customer" : "other";
  return useQuery({
    queryKey: [...apiQueryKey("/me/favorites", { query: { all: true } }, locale), who],
    queryFn: (): Promise<Favorites> | Favorites =>
      who === "visitor" ? { state: "signed-out" } : who === "other" ? { state: "not-allowed" } : loadFavorites(locale),
  });
}

/** The ids of the saved vendors (undefined while loading, signed out or not allowed), plus the whole query state. */
export function useFavoriteIds() {
  const query = useFavorites();
  return { ...query, ids: query.data?.state === "ready" ? query.data.ids : undefined };
}

/**
 * Saves (`mutate(true)`) or unsaves a vendor; either reloads the shared list
 * ("favorites" domain), a failure too (unsaving what another tab already
 * removed answers 404 and leaves the wanted state, which the reload shows).
 */
export function useToggleFavorite(vendorId: string) {
  const queryClient = useQueryClient();
  const save = useApiMutation("post", "/me/favorites/{vendorId}");
  const unsave = useApiMutation("delete", "/me/favorites/{vendorId}");
  const reload = () => queryClient.invalidateQueries({ queryKey: ["favorites"] });
  const failed = unsave.isError && unsave.error.status !== 404;
  return {
    isPending: save.isPending || unsave.isPending,
    /** The state on its way (true: saving). */
    variables: save.isPending ? true : unsave.isPending ? false : undefined,
    isError: save.isError || failed,
    mutate(wanted: boolean) {
      save.reset();
      unsave.reset();
      (wanted ? save : unsave).mutate({ path: { vendorId } }, { onError: reload });
    },
  };
}
