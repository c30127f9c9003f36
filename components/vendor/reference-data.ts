"use client";

import { useApiQuery } from "@/components/ui/use-api";

// Public reference data the vendor forms choose from, read through the typed
// client and kept fresh for minutes (it changes only by admin edits).

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
