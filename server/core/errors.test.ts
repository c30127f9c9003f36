import { describe, expect, it } from "vitest";
import { AppError, ERROR_CATALOGUE, errorText, messageIn } from "@/server/core/errors";
import { localeFromAcceptLanguage } from "@/server/core/i18n";

// The spec's error table, code -> HTTP status.
const SPEC_ERRORS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_REUSED: 409,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_OTP_INVALID: 422,
  AUTH_OTP_EXPIRED: 422,
  AUTH_OTP_MAX_ATTEMPTS: 422,
  AUTH_INVALID_SOCIAL_TOKEN: 401,
  AUTH_PHONE_UNVERIFIED: 403,
  AUTH_EMAIL_UNVERIFIED: 403,
  VENDOR_NOT_APPROVED: 403,
  SUBSCRIPTION_REQUIRED: 403,
  SUBSCRIPTION_QUOTA_EXCEEDED: 403,
  RFQ_INVALID_STATE: 409,
  QUOTATION_INVALID_STATE: 409,
  BOOKING_INVALID_STATE: 409,
  QUOTATION_EXPIRED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYMENT_AMOUNT_MISMATCH: 409,
  REVIEW_ALREADY_EXISTS: 409,
  REVIEW_BOOKING_NOT_COMPLETED: 409,
  MEDIA_TYPE_NOT_ALLOWED: 422,
  MEDIA_TOO_LARGE: 422,
  SEARCH_UNAVAILABLE: 503,
  OTP_DELIVERY_FAILED: 502,
};

describe("error catalogue", () => {
  it.each(Object.entries(SPEC_ERRORS))("holds %s with HTTP %i", (code, status) => {
    expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]?.status).toBe(status);
  });

  it("words every code in Arabic and English, and an error in the caller's language", () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.ar, code).toMatch(/[\u0600-\u06FF]/);
      expect(entry.message, code).not.toMatch(/[\u0600-\u06FF]/);
    }
    const plain = new AppError("NOT_FOUND");
    expect([messageIn(plain, "ar"), messageIn(plain, "en")]).toEqual([ERROR_CATALOGUE.NOT_FOUND.ar, ERROR_CATALOGUE.NOT_FOUND.message]);
    const own = new AppError("CONFLICT", { message: { en: "Taken.", ar: "محجوز." } });
    expect([messageIn(own, "ar"), messageIn(own, "en"), own.message]).toEqual(["محجوز.", "Taken.", "Taken."]);
    expect(errorText("team_owner_role")).toEqual({ en: "The owner's role cannot be changed.", ar: "لا يمكن تغيير دور المالك." });
    expect(() => errorText("no_such_message")).toThrow(/api.errors.no_such_message/);
  });
});

describe("Accept-Language", () => {
  it.each([
    [null, "ar"],
    ["", "ar"],
    ["en", "en"],
    ["en-US,en;q=0.9", "en"],
    ["ar-KW", "ar"],
    ["fr, de", "ar"],
    ["fr;q=1, en;q=0.5", "en"],
    ["en;q=0.2, ar;q=0.8", "ar"],
    ["en;q=0", "ar"],
  ])("%s -> %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
