import { translate, type Locale } from "./i18n";

// One catalogue of every error code the API answers with, and its HTTP status.
// The first block is the spec's error table; the second adds the transport
// errors the conventions call for (malformed request, unknown method, ...).
export const ERROR_CATALOGUE = {
  UNAUTHENTICATED: { status: 401, message: "Authentication is required or the token has expired.", ar: "يلزم تسجيل الدخول، أو انتهت صلاحية الرمز." },
  FORBIDDEN: { status: 403, message: "You are not allowed to perform this action.", ar: "لا يُسمح لك بهذا الإجراء." },
  NOT_FOUND: { status: 404, message: "The resource was not found.", ar: "لم يُعثر على المطلوب." },
  VALIDATION_FAILED: { status: 422, message: "The request did not pass validation; see details.", ar: "لم يجتز الطلب التحقق؛ انظر التفاصيل." },
  RATE_LIMITED: {
    status: 429,
    message: "Too many requests; retry after the number of seconds in Retry-After.",
    ar: "طلبات كثيرة جدًا؛ أعد المحاولة بعد عدد الثواني في Retry-After.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: "This Idempotency-Key was already used with a different request.",
    ar: "استُخدم مفتاح Idempotency-Key هذا من قبل مع طلب مختلف.",
  },
  AUTH_INVALID_CREDENTIALS: { status: 401, message: "The credentials are not valid.", ar: "بيانات الدخول غير صحيحة." },
  AUTH_OTP_INVALID: { status: 422, message: "The code is not valid.", ar: "الرمز غير صحيح." },
  AUTH_OTP_EXPIRED: { status: 422, message: "The code has expired.", ar: "انتهت صلاحية الرمز." },
  AUTH_OTP_MAX_ATTEMPTS: { status: 422, message: "Too many attempts for this code; request a new one.", ar: "محاولات كثيرة جدًا لهذا الرمز؛ اطلب رمزًا جديدًا." },
  AUTH_INVALID_SOCIAL_TOKEN: { status: 401, message: "The identity provider token was rejected.", ar: "رفض مزوّد الهوية الرمز." },
  AUTH_PHONE_UNVERIFIED: { status: 403, message: "A verified phone number is required.", ar: "يلزم رقم هاتف موثّق." },
  AUTH_EMAIL_UNVERIFIED: { status: 403, message: "A verified email address is required.", ar: "يلزم بريد إلكتروني موثّق." },
  VENDOR_NOT_APPROVED: { status: 403, message: "The vendor is not approved.", ar: "المزوّد غير معتمد." },
  SUBSCRIPTION_REQUIRED: { status: 403, message: "A subscription plan that includes this feature is required.", ar: "يلزم اشتراك في باقة تتضمن هذه الميزة." },
  SUBSCRIPTION_QUOTA_EXCEEDED: { status: 403, message: "The monthly quotation quota is spent.", ar: "نفدت حصة عروض الأسعار لهذا الشهر." },
  RFQ_INVALID_STATE: {
    status: 409,
    message: "The RFQ does not allow this action in its current state.",
    ar: "لا يسمح طلب عرض السعر بهذا الإجراء في حالته الحالية.",
  },
  QUOTATION_INVALID_STATE: {
    status: 409,
    message: "The quotation does not allow this action in its current state.",
    ar: "لا يسمح عرض السعر بهذا الإجراء في حالته الحالية.",
  },
  BOOKING_INVALID_STATE: {
    status: 409,
    message: "The booking does not allow this action in its current state.",
    ar: "لا يسمح الحجز بهذا الإجراء في حالته الحالية.",
  },
  QUOTATION_EXPIRED: { status: 409, message: "The quotation validity date has passed.", ar: "انقضت مدة صلاحية عرض السعر." },
  VENDOR_UNAVAILABLE: { status: 409, message: "The vendor has no free capacity left on that day.", ar: "لم تعد لدى المزوّد سعة متاحة في ذلك اليوم." },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: "The payment provider is unavailable; try again later.", ar: "مزوّد الدفع غير متاح؛ حاول لاحقًا." },
  PAYMENT_AMOUNT_MISMATCH: { status: 409, message: "The paid amount or currency does not match.", ar: "المبلغ المدفوع أو العملة لا يطابقان." },
  REVIEW_ALREADY_EXISTS: { status: 409, message: "A review already exists for this booking.", ar: "يوجد تقييم لهذا الحجز من قبل." },
  REVIEW_BOOKING_NOT_COMPLETED: {
    status: 409,
    message: "The booking is not completed or the review window is closed.",
    ar: "الحجز غير مكتمل أو انتهت مدة التقييم.",
  },
  MEDIA_TYPE_NOT_ALLOWED: { status: 422, message: "This file type is not allowed here.", ar: "نوع الملف هذا غير مسموح هنا." },
  MEDIA_TOO_LARGE: { status: 422, message: "The file is larger than allowed.", ar: "الملف أكبر من المسموح." },
  SEARCH_UNAVAILABLE: {
    status: 503,
    message: "Search is temporarily unavailable; browse by category instead.",
    ar: "البحث غير متاح مؤقتًا؛ تصفّح حسب الفئة بدلًا منه.",
  },
  OTP_DELIVERY_FAILED: { status: 502, message: "The message could not be delivered; try another channel.", ar: "تعذّر إيصال الرسالة؛ جرّب وسيلة أخرى." },

  // Staff accounts must turn two-factor sign-in on before anything else (server/identity/two-factor/admin-two-factor-gate.ts).
  AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED: {
    status: 403,
    message: "Staff accounts must turn on two-step verification (GET /me/2fa, POST /me/2fa/totp) before anything else.",
    ar: "يجب على حسابات فريق الإدارة تفعيل التحقق بخطوتين (GET /me/2fa وPOST /me/2fa/totp) قبل أي شيء آخر.",
  },
  BAD_REQUEST: { status: 400, message: "The request is malformed.", ar: "الطلب غير سليم البنية." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is larger than 1 MB.", ar: "جسم الطلب أكبر من 1 ميغابايت." },
  // Answered by the HTTP server itself (scripts/client-error.mjs), before the app sees the request.
  URI_TOO_LONG: { status: 414, message: "The request URL is longer than the server accepts.", ar: "عنوان الطلب أطول مما يقبله الخادم." },
  HEADERS_TOO_LARGE: { status: 431, message: "The request headers are larger than the server accepts.", ar: "ترويسات الطلب أكبر مما يقبله الخادم." },
  IDEMPOTENCY_KEY_MISSING: {
    status: 400,
    message: "This endpoint requires an Idempotency-Key header (UUID v4).",
    ar: "تتطلب هذه النقطة ترويسة Idempotency-Key (بصيغة UUID v4).",
  },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: {
    status: 409,
    message: "A request with this Idempotency-Key is still being processed.",
    ar: "طلب بمفتاح Idempotency-Key هذا ما زال قيد المعالجة.",
  },
  METHOD_NOT_ALLOWED: { status: 405, message: "This method is not allowed on this path.", ar: "هذه الطريقة غير مسموحة على هذا المسار." },
  CONFLICT: { status: 409, message: "The request conflicts with the current state.", ar: "يتعارض الطلب مع الحالة الحالية." },
  INTERNAL_ERROR: { status: 500, message: "An unexpected error occurred.", ar: "حدث خطأ غير متوقع." },
  SERVICE_UNAVAILABLE: { status: 503, message: "A dependency is unavailable; try again later.", ar: "خدمة يعتمد عليها الطلب غير متاحة؛ حاول لاحقًا." },
} as const satisfies Record<string, { status: number; message: string; ar: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** An error message in both languages: the answer gives the caller's (server/api/route.ts). */
export type Bilingual = { en: string; ar: string };

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
  /** The message in Arabic (`message` is the English one, which logs show). */
  readonly messageAr: string;

  constructor(code: ErrorCode, opts: { message?: Bilingual; details?: ErrorDetails; extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(opts.message?.en ?? ERROR_CATALOGUE[code].message);
    this.messageAr = opts.message?.ar ?? ERROR_CATALOGUE[code].ar;
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = opts.details;
    this.extra = opts.extra;
    this.headers = opts.headers;
  }
}

/** A message of messages/<locale>.json `api.errors` in both languages. */
export function errorText(key: string, values: Record<string, string | number> = {}): Bilingual {
  const en = translate("en", `api.errors.${key}`, values);
  const ar = translate("ar", `api.errors.${key}`, values);
  if (!en || !ar) throw new Error(`api.errors.${key} is missing from messages/en.json or messages/ar.json`);
  return { en, ar };
}

/** The error's message in the caller's language. */
export function messageIn(error: AppError, locale: Locale): string {
  return locale === "ar" ? error.messageAr : error.message;
}

export const notFound = (extra?: Record<string, unknown>) => new AppError("NOT_FOUND", { extra });

/** Validation failure for one or more fields, with message keys from messages/<locale>.json `api.validation`. */
export function validationFailed(details: ErrorDetails): AppError {
  return new AppError("VALIDATION_FAILED", { details });
}
