"use client";

import type { ApiError, ApiResponse } from "@/components/ui/api-client";
import { AdminGate } from "./admin-gate";

/**
 * What an admin page shows when its list or record did not load: the sign-in
 * or forbidden state for 401/403, the API's localized error otherwise
 * (`loading` while no answer has arrived).
 */
export function AdminQueryFailure({
  response,
  loading,
  errorMessage,
}: {
  response: Extract<ApiResponse<unknown>, { ok: false }> | undefined;
  loading: string;
  errorMessage: (error: ApiError) => string;
}) {
  if (response?.status === 401 || response?.status === 403) return <AdminGate status={response.status} />;
  return (
    <p className="form-field__error" role="alert">
      {response ? errorMessage(response.error) : loading}
    </p>
  );
}
