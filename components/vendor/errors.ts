"use client";

import { useTranslations } from "next-intl";
import type { ApiError } from "@/components/api/client";

/**
 * The message for a failed vendor-portal request. Field errors (localized by
 * the API) belong next to their fields; the ones on fields the form does not
 * show are listed here. Other codes get our own wording: the API's `message`
 * is English only.
 */
export function useVendorErrorMessage() {
  const t = useTranslations("vendorPortal.errors");
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
      case "AUTH_PHONE_UNVERIFIED":
        return t("phoneUnverified");
      case "AUTH_EMAIL_UNVERIFIED":
        return t("emailUnverified");
      case "VENDOR_NOT_APPROVED":
        return t("notApproved");
      case "SUBSCRIPTION_REQUIRED":
        return t("subscriptionRequired");
      case "IDEMPOTENCY_KEY_REUSED":
      case "IDEMPOTENCY_REQUEST_IN_PROGRESS":
        return t("inProgress");
      case "MEDIA_TYPE_NOT_ALLOWED":
        return t("mediaType");
      case "MEDIA_TOO_LARGE":
        return t("mediaTooLarge");
      default:
        return t("generic");
    }
  };
}

/** Field errors from a 422, by field name (nested paths like `inclusions.0.ar` kept as they come). */
export function fieldErrors(error: ApiError | null): Record<string, string[]> {
  return error?.code === "VALIDATION_FAILED" ? (error.details ?? {}) : {};
}

/** Field errors folded to their top-level field (`category_ids.1` -> `category_ids`), for forms without nested fields. */
export function topLevelErrors(error: ApiError | null): Record<string, string[]> {
  const folded: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors(error))) (folded[key.split(".")[0]] ??= []).push(...messages);
  return folded;
}
