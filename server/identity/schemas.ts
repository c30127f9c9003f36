import { z } from "zod";
import { UserStatus } from "../core/db/generated/enums";
import { emailAddress, locale, password, personName, phoneNumber, termsAccepted, termsVersion } from "./fields";

// Request and response shapes of the identity endpoints (also the OpenAPI document).

export const deviceSchema = z
  .strictObject({
    name: z.string().trim().max(100).optional(),
    platform: z.enum(["web", "ios", "android"]).meta({
      description:
        "`web`: the web portal, whose tokens travel as httpOnly cookies. A mobile platform, or no `device` at all: an API client, tokens in the body.",
    }),
    app_version: z.string().trim().max(30).optional(),
  })
  .meta({ id: "Device" });

// Identity-module body: first_name, last_name, preferred_locale, terms.
const identityRegistration = z.strictObject({
  first_name: personName,
  last_name: personName,
  email: emailAddress,
  password,
  phone: phoneNumber.optional(),
  preferred_locale: locale.default("ar"),
  terms_accepted: termsAccepted,
  terms_version: termsVersion,
  device: deviceSchema.optional(),
});

// Catalog body: a single `name` and `locale`.
const catalogRegistration = z.strictObject({
  name: personName,
  email: emailAddress,
  phone: phoneNumber.optional(),
  password,
  locale: locale.default("ar"),
  terms_accepted: termsAccepted,
  terms_version: termsVersion.default("2026-01"),
  device: deviceSchema.optional(),
});

/** Either body shape, normalized to one input. */
export const registerBody = z.union([identityRegistration, catalogRegistration]).transform((b) => {
  const [first, ...rest] = "name" in b ? b.name.split(" ") : [b.first_name];
  return {
    firstName: "name" in b ? first : b.first_name,
    lastName: "name" in b ? rest.join(" ") : b.last_name,
    email: b.email,
    password: b.password,
    phone: b.phone ?? null,
    locale: "locale" in b ? b.locale : b.preferred_locale,
    termsVersion: b.terms_version,
    device: b.device,
  };
});

export const loginBody = z
  .strictObject({
    email: z.string().trim().toLowerCase().max(254).optional(),
    phone: z.string().trim().max(30).optional(),
    password: z.string().min(1).max(1024),
    captcha_token: z.string().max(2048).optional(),
    device: deviceSchema.optional(),
  })
  .refine((b) => !!b.email !== !!b.phone, { message: "validation.email_or_phone", path: ["email"] });

export const refreshBody = z.strictObject({ refresh_token: z.string().max(200).optional() });

// The one token rule (server/identity/sessions/token-delivery.ts): API clients get the pair here; the web portal
// (`device.platform: "web"`, or its session cookie on a renewal) gets httpOnly cookies and only the expiry times.
const absentForWeb =
  "Present for API clients (a sign-in without `device`, or with a mobile platform; a renewal with the token in the body or a Bearer header). Absent for the web portal: its tokens travel in httpOnly cookies only";
export const tokenSchema = z
  .object({
    access_token: z.string().optional().meta({ description: absentForWeb }),
    refresh_token: z.string().optional().meta({ description: absentForWeb }),
    token_type: z.literal("Bearer"),
    expires_at: z.string().meta({ description: "UTC, absolute" }),
    refresh_expires_at: z.string(),
  })
  .meta({ id: "Token" });

export const userSchema = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    email_verified_at: z.string().nullable(),
    email_verified: z.boolean(),
    phone: z.string().nullable(),
    phone_verified_at: z.string().nullable(),
    phone_verified: z.boolean(),
    phone_supported_market: z.boolean().nullable(),
    preferred_locale: z.enum(["ar", "en"]),
    locale: z.enum(["ar", "en"]),
    user_type: z.string(),
    status: z.enum(UserStatus),
    country: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "User" });

/** An SMS code is on its way (OTP sign-in, phone verification, phone change). */
/** The answer of a sign-in whose account has two-factor sign-in on: no tokens until POST /auth/2fa/verify. */
export const challengeSchema = z
  .object({
    two_factor_required: z.literal(true),
    challenge_token: z.string(),
    methods: z.array(z.enum(["totp", "sms", "recovery"])),
    expires_at: z.string(),
  })
  .meta({
    description:
      "Second sign-in step required: complete it with POST /auth/2fa/verify within 5 minutes (single use); `sms` is listed when the account has a verified phone (POST /auth/2fa/sms).",
  });

export const otpSentSchema = z.object({ sent: z.literal(true), expires_at: z.string(), resend_after_seconds: z.number().int() });
export const phoneVerifiedSchema = z.object({ verified: z.literal(true), user: userSchema });

export const sessionSchema = z
  .object({
    id: z.string(),
    device_name: z.string().nullable(),
    platform: z.string().nullable(),
    app_version: z.string().nullable(),
    city: z.string().nullable(),
    last_active_at: z.string(),
    created_at: z.string(),
    current: z.boolean(),
  })
  .meta({ id: "Session" });

export const sessionIdParams = z.object({ sessionId: z.string().max(100) });

/** A 6-digit SMS code; Arabic-Indic digits are read as their ASCII equivalents. */
export const otpCode = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)))
  .pipe(z.string().regex(/^\d{6}$/, { message: "validation.otp_code" }))
  .meta({ example: "123456" });
