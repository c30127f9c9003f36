"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { z } from "zod";
import { api, type ApiResponse } from "@/components/ui/api-client";
import { useViewer } from "@/components/ui/viewer-context";
import type { profileSchema } from "@/server/identity/profile";

// The signed-in user's profile (GET /me), shared by every account page
// through one react-query entry.

export type { NotificationPreferences } from "@/server/identity/profile";
export type Profile = z.output<typeof profileSchema>;

export const ME_KEY = ["me"] as const;

/** Asked only when the page has a signed-in viewer (the server read the session): visitors' pages never call /me. */
export function useMe() {
  const locale = useLocale();
  const signedIn = useViewer() !== null;
  return useQuery({ queryKey: ME_KEY, queryFn: () => api<Profile>("/me", { locale }), enabled: signedIn });
}

/** Puts a fresh profile (from PATCH /me, phone verification, ...) into the shared entry. */
export function useSetMe() {
  const queryClient = useQueryClient();
  return (profile: Partial<Profile>) =>
    queryClient.setQueryData(ME_KEY, (old: ApiResponse<Profile> | undefined) =>
      old?.ok ? { ...old, data: { ...old.data, ...profile } } : old,
    );
}
