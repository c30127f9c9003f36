"use client";

import { useQueryClient } from "@tanstack/react-query";
import type { ApiData } from "@/components/ui/api-types";
import { useApiQuery, type Loaded } from "@/components/ui/use-api";
import { useViewer } from "@/components/ui/viewer-context";

// The signed-in user's profile (GET /me), shared by every account page
// through one react-query entry.

export type Profile = ApiData<"/me">;
export type NotificationPreferences = NonNullable<Profile["notification_preferences"]>;

/** Asked only when the page has a signed-in viewer (the server read the session): visitors' pages never call /me. */
export function useMe() {
  const signedIn = useViewer() !== null;
  return useApiQuery("/me", {}, { enabled: signedIn });
}

/** Puts a fresh profile (from PATCH /me, phone verification, ...) into the shared entry. */
export function useSetMe() {
  const queryClient = useQueryClient();
  return (profile: Partial<Profile>) =>
    queryClient.setQueriesData<Loaded<Profile, unknown>>({ queryKey: ["me", "/me"] }, (old) => (old ? { ...old, data: { ...old.data, ...profile } } : old));
}
