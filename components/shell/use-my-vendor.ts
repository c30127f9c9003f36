"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api } from "@/components/ui/api-client";
import type { z } from "zod";
import type { privateVendorSchema } from "@/server/vendors/schemas";

// The signed-in member's vendor (GET /vendors/me), shared by every vendor
// portal page through one react-query entry. 404: no vendor yet; 401: signed out.

/** The signed-in member's vendor as GET /vendors/me answers it. */
export type MyVendor = z.output<typeof privateVendorSchema>;

export const MY_VENDOR_KEY = "my-vendor";

export function useMyVendor() {
  const locale = useLocale();
  return useQuery({ queryKey: [MY_VENDOR_KEY, locale], queryFn: () => api<MyVendor>("/vendors/me", { locale }) });
}

/** Reloads the vendor after a change (status, profile, documents). */
export function useReloadMyVendor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [MY_VENDOR_KEY] });
}
