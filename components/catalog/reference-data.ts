"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api } from "@/components/ui/api-client";
import type { z } from "zod";
import type { categorySchema, citySchema, governorateSchema, planSchema } from "@/server/catalog/schemas";

type CategoryNode = z.output<typeof categorySchema>;
type City = z.output<typeof citySchema>;
type Governorate = z.output<typeof governorateSchema>;
type Plan = z.output<typeof planSchema>;

// Public reference data the vendor forms choose from (cached for the session).

const STALE = 10 * 60_000;

export function useCategories() {
  const locale = useLocale();
  return useQuery({ queryKey: ["ref-categories", locale], queryFn: () => api<CategoryNode[]>("/categories", { locale }), staleTime: STALE });
}

export function useCities() {
  const locale = useLocale();
  return useQuery({
    queryKey: ["ref-cities", locale],
    queryFn: () => api<City[]>("/cities?country=KW&per_page=50", { locale }),
    staleTime: STALE,
  });
}

export function useGovernorates() {
  const locale = useLocale();
  return useQuery({ queryKey: ["ref-areas", locale], queryFn: () => api<Governorate[]>("/areas", { locale }), staleTime: STALE });
}

export function usePlans() {
  const locale = useLocale();
  return useQuery({ queryKey: ["ref-plans", locale], queryFn: () => api<Plan[]>("/plans?country=KW", { locale }), staleTime: 60_000 });
}
