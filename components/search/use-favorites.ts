"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api } from "@/components/ui/api-client";
import { useViewer } from "@/components/ui/viewer-context";
import type { VendorCard } from "@/server/search/cards";

// The signed-in customer's saved vendors, loaded once (all pages of
// GET /me/favorites) and shared by every heart button and the favorites page
// through one react-query entry (per language: cards carry localized names).

export type Favorites =
  | { state: "signed-out" }
  /** Signed in without `favorite.manage` (an admin account): nothing to save. */
  | { state: "not-allowed" }
  | { state: "ready"; cards: VendorCard[]; ids: ReadonlySet<string> };

export const FAVORITES_KEY = ["favorites"] as const;

const PER_PAGE = 50;

async function loadFavorites(locale: string): Promise<Favorites> {
  const cards: VendorCard[] = [];
  for (let page = 1; ; page++) {
    const res = await api<VendorCard[]>(`/me/favorites?page=${page}&per_page=${PER_PAGE}`, { locale });
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
 * never asks /me/favorites.
 */
export function useFavorites() {
  const locale = useLocale();
  const viewer = useViewer();
  const who = viewer === null ? "visitor" : viewer.customer ? "customer" : "other";
  return useQuery({
    queryKey: [...FAVORITES_KEY, locale, who],
    queryFn: (): Promise<Favorites> | Favorites =>
      who === "visitor" ? { state: "signed-out" } : who === "other" ? { state: "not-allowed" } : loadFavorites(locale),
  });
}

/** The ids of the saved vendors (undefined while loading, signed out or not allowed), plus the whole query state. */
export function useFavoriteIds() {
  const query = useFavorites();
  return { ...query, ids: query.data?.state === "ready" ? query.data.ids : undefined };
}

/** Saves (`save: true`) or unsaves a vendor, then reloads the shared list. */
export function useToggleFavorite(vendorId: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: boolean) => {
      const res = await api(`/me/favorites/${encodeURIComponent(vendorId)}`, { method: save ? "POST" : "DELETE", locale });
      // Unsaving what another tab already removed leaves the wanted state.
      if (!res.ok && !(res.status === 404 && !save)) throw new Error(res.error.code);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
