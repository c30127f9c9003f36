"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { ApiData } from "@/components/ui/api-types";
import { domainOf } from "@/components/ui/api-types";
import { useApiQuery } from "@/components/ui/use-api";

// The signed-in member's vendor (GET /vendors/me), shared by every vendor
// portal page through one react-query entry. 404: no vendor yet; 401: signed out.

/** The signed-in member's vendor as GET /vendors/me answers it. */
export type MyVendor = ApiData<"/vendors/me">;

/** The query-key domain of the vendor ("vendors"): invalidating it reloads the vendor. */
export const MY_VENDOR_KEY = domainOf("/vendors/me");

export function useMyVendor() {
  return useApiQuery("/vendors/me", {});
}

/** Reloads the vendor after a change (status, profile, documents). */
export function useReloadMyVendor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [MY_VENDOR_KEY] });
}
