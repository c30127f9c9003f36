"use client";

import { useTranslations } from "next-intl";
import type { ApiError } from "./api-client";

/**
 * The wording of each portal's error messages: the namespace in messages/*.json
 * and which error code reads which key there (codes not listed read `generic`).
 * The RFQ-loop pages name their keys after the codes.
 */
const WORDINGS = {
  "rfqs.errors": Object.fromEntries(
    [
      "UNAUTHENTICATED",
      "FORBIDDEN",
      "NOT_FOUND",
      "CONFLICT",
      "RATE_LIMITED",
      "AUTH_PHONE_UNVERIFIED",
      "AUTH_EMAIL_UNVERIFIED",
      "VENDOR_NOT_APPROVED",
      "SUBSCRIPTION_QUOTA_EXCEEDED",
      "RFQ_INVALID_STATE",
      "QUOTATION_INVALID_STATE",
      "QUOTATION_EXPIRED",
      "BOOKING_INVALID_STATE",
    ].map((code) => [code, code]),
  ),
  "vendorPortal.errors": {
    UNAUTHENTICATED: "signedOut",
    FORBIDDEN: "forbidden",
    NOT_FOUND: "notFound",
    CONFLICT: "conflict",
    RATE_LIMITED: "rateLimited",
    AUTH_PHONE_UNVERIFIED: "phoneUnverified",
    AUTH_EMAIL_UNVERIFIED: "emailUnverified",
    VENDOR_NOT_APPROVED: "notApproved",
    SUBSCRIPTION_REQUIRED: "subscriptionRequired",
    IDEMPOTENCY_KEY_REUSED: "inProgress",
    IDEMPOTENCY_REQUEST_IN_PROGRESS: "inProgress",
    MEDIA_TYPE_NOT_ALLOWED: "mediaType",
    MEDIA_TOO_LARGE: "mediaTooLarge",
  },
  "adminUsers.errors": {
    UNAUTHENTICATED: "signedOut",
    FORBIDDEN: "forbidden",
    NOT_FOUND: "notFound",
    CONFLICT: "conflict",
    RATE_LIMITED: "rateLimited",
  },
} satisfies Record<string, Record<string, string>>;

export type ErrorWording = keyof typeof WORDINGS;

/**
 * The message for a failed request, in the wording of `namespace`. Field errors
 * (localized by the API) belong next to their fields; the ones on fields the
 * form does not show (`formFields` lists those it does) are given here. The
 * codes listed above get the portal's own wording for its screens; any other
 * code reads the API's `message` (in the caller's language, and it says what
 * happened, e.g. the vendor's day is taken), and `generic` only when there is
 * none (a body that was not our envelope, a network failure).
 */
export function useErrorMessage(namespace: ErrorWording) {
  const t = useTranslations(namespace) as unknown as (key: string) => string;
  const keys: Record<string, string> = WORDINGS[namespace];
  return (error: ApiError | null, formFields: readonly string[] = []): string => {
    if (!error) return t("generic");
    if (error.code === "VALIDATION_FAILED") {
      const other = Object.entries(error.details ?? {}).filter(([field]) => !formFields.includes(field));
      return other.length ? other.flatMap(([, messages]) => messages).join(" ") : t("checkFields");
    }
    if (keys[error.code]) return t(keys[error.code]);
    return error.message || t("generic");
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
