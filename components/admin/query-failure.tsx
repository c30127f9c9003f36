"use client";

import type { ApiError } from "@/components/ui/api-client";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf } from "@/components/ui/use-api";
import { AdminGate } from "./admin-gate";

/**
 * What an admin page shows when its list or record did not load (the query's
 * error): the sign-in or forbidden state for 401/403, the API's localized
 * error otherwise (`loading` when the failure carries no API error).
 */
export function AdminQueryFailure({ error, loading, errorMessage }: { error: unknown; loading: string; errorMessage: (error: ApiError) => string }) {
  const status = statusOf(error);
  if (status === 401 || status === 403) return <AdminGate status={status} />;
  const apiError = errorOf(error);
  return <ErrorText>{apiError ? errorMessage(apiError) : loading}</ErrorText>;
}
