"use client";

import { useTranslations } from "next-intl";
import type { ApiError } from "@/components/api/client";

/**
 * The message to show for a failed admin request. Field errors (already
 * localized by the API) belong next to their fields; errors on fields the
 * form does not show (e.g. `status` on one's own account) are shown here.
 */
export function useAdminErrorMessage() {
  const t = useTranslations("adminUsers.errors");
  return (error: ApiError, formFields: readonly string[] = []): string => {
    switch (error.code) {
      case "VALIDATION_FAILED": {
        const other = Object.entries(error.details ?? {}).filter(([field]) => !formFields.includes(field));
        return other.length ? other.flatMap(([, messages]) => messages).join(" ") : t("checkFields");
      }
      case "UNAUTHENTICATED":
        return t("signedOut");
      case "FORBIDDEN":
        return t("forbidden");
      case "NOT_FOUND":
        return t("notFound");
      case "CONFLICT":
        return t("conflict");
      case "RATE_LIMITED":
        return t("rateLimited");
      default:
        return t("generic");
    }
  };
}

/** `{reason}` when one was typed; a blank reason is left out so the API answers "required". */
export function reasonBody(value: FormDataEntryValue | null): { reason?: string } {
  const reason = String(value ?? "").trim();
  return reason ? { reason } : {};
}

/** Field errors from a 422, by field name. */
export function fieldErrors(error: ApiError | null): Record<string, string[]> {
  return error?.code === "VALIDATION_FAILED" ? (error.details ?? {}) : {};
}
