"use client";

import { useApiQuery } from "@/components/ui/use-api";

// Public reference data the vendor forms choose from (fresh for minutes: it
// changes only when an admin edits the catalogue, whose mutations invalidate it).

const STALE = 10 * 60_000;

export function useCategories() {
  return useApiQuery("/categories", {}, { staleTime: STALE });
}

export function useCities() {
  return useApiQuery("/cities", { query: { country: "KW", per_page: 50 } }, { staleTime: STALE });
}

export function useGovernorates() {
  return useApiQuery("/areas", {}, { staleTime: STALE });
}

export function usePlans() {
  return useApiQuery("/plans", { query: { country: "KW" } }, { staleTime: 60_000 });
}
