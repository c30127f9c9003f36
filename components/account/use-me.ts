"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { api, type ApiResponse } from "@/components/api/client";

// The signed-in user's profile (GET /me), shared by every account page
// through one react-query entry.

export type NotificationPreferences = Partial<Record<"push" | "email" | "sms", Record<string, boolean>>>;

export type Profile = {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string | null;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  preferred_locale: "ar" | "en";
  status: string;
  notification_preferences: NotificationPreferences;
  /** Not in every server version: the purge date of a pending deletion. */
  deletion_scheduled_at?: string | null;
};

export const ME_KEY = ["me"] as const;

export function useMe() {
  const locale = useLocale();
  return useQuery({ queryKey: ME_KEY, queryFn: () => api<Profile>("/me", { locale }) });
}

/** Puts a fresh profile (from PATCH /me, phone verification, ...) into the shared entry. */
export function useSetMe() {
  const queryClient = useQueryClient();
  return (profile: Partial<Profile>) =>
    queryClient.setQueryData(ME_KEY, (old: ApiResponse<Profile> | undefined) =>
      old?.ok ? { ...old, data: { ...old.data, ...profile } } : old,
    );
}
