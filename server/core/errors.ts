// One catalogue of every error code the API answers with, and its HTTP status.
// The first block is the spec's error table; the second adds the transport
// errors the conventions call for (malformed request, unknown method, ...).
export const ERROR_CATALOGUE = {
  UNAUTHENTICATED: { status: 401, message: "Authentication is required or the token has expired." },
  FORBIDDEN: { status: 403, message: "You are not allowed to perform this action." },
  NOT_FOUND: { status: 404, message: "The resource was not found." },
  VALIDATION_FAILED: { status: 422, message: "The request did not pass validation; see details." },
  RATE_LIMITED: { status: 429, message: "Too many requests; retry after the number of seconds in Retry-After." },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: "This Idempotency-Key was already used with a different request." },
  AUTH_INVALID_CREDENTIALS: { status: 401, message: "The credentials are not valid." },
  AUTH_OTP_INVALID: { status: 422, message: "The code is not valid." },
  AUTH_OTP_EXPIRED: { status: 422, message: "The code has expired." },
  AUTH_OTP_MAX_ATTEMPTS: { status: 422, message: "Too many attempts for this code; request a new one." },
  AUTH_INVALID_SOCIAL_TOKEN: { status: 401, message: "The identity provider token was rejected." },
  AUTH_PHONE_UNVERIFIED: { status: 403, message: "A verified phone number is required." },
  AUTH_EMAIL_UNVERIFIED: { status: 403, message: "A verified email address is required." },
  VENDOR_NOT_APPROVED: { status: 403, message: "The vendor is not approved." },
  SUBSCRIPTION_REQUIRED: { status: 403, message: "A subscription plan that includes this feature is required." },
  SUBSCRIPTION_QUOTA_EXCEEDED: { status: 403, message: "The monthly quotation quota is spent." },
  RFQ_INVALID_STATE: { status: 409, message: "The RFQ does not allow this action in its current state." },
  QUOTATION_INVALID_STATE: { status: 409, message: "The quotation does not allow this action in its current state." },
  BOOKING_INVALID_STATE: { status: 409, message: "The booking does not allow this action in its current state." },
  QUOTATION_EXPIRED: { status: 409, message: "The quotation validity date has passed." },
  VENDOR_UNAVAILABLE: { status: 409, message: "The vendor has no free capacity left on that day." },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: "The payment provider is unavailable; try again later." },
  PAYMENT_AMOUNT_MISMATCH: { status: 409, message: "The paid amount or currency does not match." },
  REVIEW_ALREADY_EXISTS: { status: 409, message: "A review already exists for this booking." },
  REVIEW_BOOKING_NOT_COMPLETED: { status: 409, message: "The booking is not completed or the review window is closed." },
  MEDIA_TYPE_NOT_ALLOWED: { status: 422, message: "This file type is not allowed here." },
  MEDIA_TOO_LARGE: { status: 422, message: "The file is larger than allowed." },
  SEARCH_UNAVAILABLE: { status: 503, message: "Search is temporarily unavailable; browse by category instead." },
  OTP_DELIVERY_FAILED: { status: 502, message: "The message could not be delivered; try another channel." },

  // Staff accounts must turn two-factor sign-in on before anything else (server/identity/admin-two-factor-gate.ts).
  AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED: { status: 403, message: "Staff accounts must turn on two-step verification (GET /me/2fa, POST /me/2fa/totp) before anything else." },
  BAD_REQUEST: { status: 400, message: "The request is malformed." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is larger than 1 MB." },
  // Answered by the HTTP server itself (scripts/client-error.mjs), before the app sees the request.
  URI_TOO_LONG: { status: 414, message: "The request URL is longer than the server accepts." },
  HEADERS_TOO_LARGE: { status: 431, message: "The request headers are larger than the server accepts." },
  IDEMPOTENCY_KEY_MISSING: { status: 400, message: "This endpoint requires an Idempotency-Key header (UUID v4)." },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: { status: 409, message: "A request with this Idempotency-Key is still being processed." },
  METHOD_NOT_ALLOWED: { status: 405, message: "This method is not allowed on this path." },
  CONFLICT: { status: 409, message: "The request conflicts with the current state." },
  INTERNAL_ERROR: { status: 500, message: "An unexpected error occurred." },
  SERVICE_UNAVAILABLE: { status: 503, message: "A dependency is unavailable; try again later." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Field name -> messages (already localized, or message keys to localize). */
export type ErrorDetails = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetails;
  /** Extra top-level fields (e.g. `suggestions` on a 404) merged into `error`. */
  readonly extra?: Record<string, unknown>;
  /** Response headers the error needs (Retry-After, Allow). */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    opts: { message?: string; details?: ErrorDetails; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(opts.message ?? ERROR_CATALOGUE[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = opts.details;
    this.extra = opts.extra;
    this.headers = opts.headers;
  }
}

export const notFound = (extra?: Record<string, unknown>) => new AppError("NOT_FOUND", { extra });

/** Validation failure for one or more fields, with message keys from messages/<locale>.json `api.validation`. */
export function validationFailed(details: ErrorDetails): AppError {
  return new AppError("VALIDATION_FAILED", { details });
}
