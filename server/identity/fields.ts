import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import disposableDomainList from "disposable-email-domains/index.json";
import disposableWildcardList from "disposable-email-domains/wildcard.json";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { config } from "../core/config";
import { AppError } from "../core/errors";
import { LOCALES } from "../core/i18n";

// Field rules of the User table (spec "### User"), shared by the registration
// and profile endpoints. Message keys (`validation.<key>`) are localized from
// messages/<locale>.json `api.validation` by core/http/validation.ts.

// ---------------------------------------------------------------------------
// Names: first_name, last_name, and the single `name` of catalog bodies.
// ---------------------------------------------------------------------------

// Latin letters incl. accented (Latin-1 Supplement minus × ÷, Extended-A/B,
// Extended Additional); Arabic-block letters (no Arabic-Indic digits, no
// punctuation such as ، ؛ ؟ ٪ ۔, no Quranic annotation marks).
const LATIN_LETTERS = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF";
const ARABIC_LETTERS = "\\u0620-\\u063F\\u0641-\\u064A\\u066E\\u066F\\u0671-\\u06D3\\u06D5\\u06EE\\u06EF\\u06FA-\\u06FC\\u06FF";
// Tatweel (U+0640), harakat (U+064B-065F) and superscript alef (U+0670) may
// decorate a name but never make one on their own.
const ARABIC_MARKS = "\\u0640\\u064B-\\u065F\\u0670";
const NAME_SEPARATORS = " '\\u2019\\-"; // space, apostrophe (ASCII and typographic ’), hyphen
export const NAME_PATTERN = new RegExp(`^(?=.*[${LATIN_LETTERS}${ARABIC_LETTERS}])[${LATIN_LETTERS}${ARABIC_LETTERS}${ARABIC_MARKS}${NAME_SEPARATORS}]+$`, "u");
export const NAME_MAX = 50;

/** 1–50 chars after trim (NFC, inner whitespace collapsed); Arabic and Latin letters, spaces, hyphen, apostrophe. */
export const personName = z
  .string()
  .normalize("NFC")
  .trim()
  .overwrite((s) => s.replace(/\s+/g, " "))
  .min(1, { message: "validation.required", abort: true })
  .max(NAME_MAX)
  .regex(NAME_PATTERN, { message: "validation.name_chars" })
  .meta({ example: "نورة" });

// ---------------------------------------------------------------------------
// Email
// ---------------------------------------------------------------------------

export const EMAIL_MAX = 254;

let disposableDomains: ReadonlySet<string> | undefined;

/** True when the domain, or any parent domain of it, is on the disposable list. */
export function isDisposableDomain(domain: string): boolean {
  disposableDomains ??= new Set<string>([...(disposableDomainList as string[]), ...(disposableWildcardList as string[])]);
  const labels = domain.toLowerCase().replace(/\.$/, "").split(".");
  // Check "a.b.mailinator.com", "b.mailinator.com", "mailinator.com" (never the bare TLD).
  for (let i = 0; i < labels.length - 1; i++) {
    if (disposableDomains.has(labels.slice(i).join("."))) return true;
  }
  return false;
}

export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  return at >= 0 && isDisposableDomain(email.slice(at + 1));
}

/** Trimmed and lowercased (the uniqueness form), at most 254 chars, RFC 5322 syntax, no disposable domains. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .pipe(z.email({ pattern: z.regexes.rfc5322Email, message: "validation.email" }))
  .refine((email) => !isDisposableEmail(email), { message: "validation.email_disposable" })
  .meta({ example: "noura@example.com" });

// ---------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------

export const PHONE_COUNTRIES = ["KW", "SA", "AE", "QA", "BH", "OM"] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
/** The markets the service operates in; other GCC numbers are accepted but flagged. */
export const SUPPORTED_PHONE_MARKETS: readonly PhoneCountry[] = ["KW"];

export type ParsedPhone = { e164: string; country: PhoneCountry; supportedMarket: boolean };
type PhoneCheck = { ok: true; phone: ParsedPhone } | { ok: false; message: "validation.phone_kuwait_mobile" | "validation.phone_invalid" };

const KUWAIT_MOBILE = /^\+965[569]\d{7}$/;
const GCC_CALLING_CODES: Record<string, Exclude<PhoneCountry, "KW">> = {
  "966": "SA",
  "971": "AE",
  "974": "QA",
  "973": "BH",
  "968": "OM",
};

/**
 * Canonical form of what users type: spaces, dashes, dots and parentheses
 * removed, Arabic-Indic digits mapped to ASCII, a `00` international prefix
 * read as `+`, and a bare 8-digit number read as a Kuwaiti local number.
 */
function canonicalPhone(input: string): string {
  let s = input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s\-.()\u200E\u200F]/g, "");
  if (s.startsWith("00")) s = `+${s.slice(2)}`;
  if (/^\d{8}$/.test(s)) s = `+965${s}`;
  return s;
}

function checkPhone(input: string): PhoneCheck {
  const s = canonicalPhone(input);
  if (!/^\+\d{4,15}$/.test(s)) return { ok: false, message: "validation.phone_invalid" };
  if (s.startsWith("+965")) {
    return KUWAIT_MOBILE.test(s)
      ? { ok: true, phone: { e164: s, country: "KW", supportedMarket: true } }
      : { ok: false, message: "validation.phone_kuwait_mobile" };
  }
  const country = GCC_CALLING_CODES[s.slice(1, 4)];
  const parsed = country ? parsePhoneNumberFromString(s) : undefined;
  if (!country || !parsed || parsed.country !== country || !parsed.isValid()) {
    return { ok: false, message: "validation.phone_invalid" };
  }
  return { ok: true, phone: { e164: parsed.number, country, supportedMarket: SUPPORTED_PHONE_MARKETS.includes(country) } };
}

/**
 * Kuwait mobile (+965 then 8 digits starting 5, 6 or 9) or a valid number of
 * another GCC country (SA, AE, QA, BH, OM; `supportedMarket: false`).
 * Returns null for anything else.
 */
export function parsePhone(input: string): ParsedPhone | null {
  const result = checkPhone(input);
  return result.ok ? result.phone : null;
}

/**
 * Phone field of request bodies. Parses to `{ e164, country, supportedMarket }`
 * (store `e164`; use `supportedMarket` to flag the account). Failures carry
 * `validation.phone_kuwait_mobile` (a +965 number that is not a Kuwait
 * mobile) or `validation.phone_invalid`.
 */
export const phoneNumber = z
  .string()
  .meta({ example: "+96550000001" })
  .transform((input, ctx): ParsedPhone => {
    const result = checkPhone(input);
    if (result.ok) return result.phone;
    ctx.issues.push({ code: "custom", message: result.message, input });
    return z.NEVER;
  });

/** Kuwait mobile only (phone-OTP registration and login), parsed to the E.164 string. */
export const kuwaitMobileNumber = z
  .string()
  .meta({ example: "+96550000001" })
  .transform((input, ctx): string => {
    const result = checkPhone(input);
    if (result.ok && result.phone.country === "KW") return result.phone.e164;
    const message = result.ok ? "validation.phone_kuwait_mobile" : result.message;
    ctx.issues.push({ code: "custom", message, input });
    return z.NEVER;
  });

// ---------------------------------------------------------------------------
// Password
// ---------------------------------------------------------------------------

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Length in Unicode code points (an emoji counts once, not as two UTF-16 units). */
export function codePointLength(s: string): number {
  return [...s].length;
}

function passwordLengthOk(s: string): boolean {
  // Every code point is 1 or 2 UTF-16 units, so beyond 2 * max units the
  // string is too long without counting (keeps huge inputs cheap).
  if (s.length < PASSWORD_MIN || s.length > 2 * PASSWORD_MAX) return false;
  const n = codePointLength(s);
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX;
}

/**
 * 8–128 code points, any Unicode, no composition rules, not trimmed. Breach
 * screening is async: call `checkPasswordNotBreached` after parsing.
 */
export const password = z.string().refine(passwordLengthOk, { message: "validation.password_length" });

/** A breach corpus answers whether a password is known from breaches. */
export interface BreachCorpus {
  isBreached(password: string): Promise<boolean>;
}

export const COMMON_PASSWORDS_FILE = path.join(process.cwd(), "server/identity/data/common-passwords.txt");
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= readFile(COMMON_PASSWORDS_FILE, "utf8").then(
    (text) =>
      new Set(
        text
          .split(/\r?\n/)
          .map((line) => line.trim().toLowerCase())
          .filter((line) => line && !line.startsWith("#")),
      ),
    (error: unknown) => {
      commonPasswords = undefined; // retry on the next call
      throw error;
    },
  );
  return commonPasswords;
}

/** Offline corpus: the most common breached passwords, compared case-insensitively. */
export const offlineBreachCorpus: BreachCorpus = {
  async isBreached(password) {
    return (await loadCommonPasswords()).has(password.toLowerCase());
  },
};

export const HIBP_RANGE_URL = "https://api.pwnedpasswords.com/range/";
const HIBP_TIMEOUT_MS = 3_000;

/**
 * HaveIBeenPwned Pwned Passwords, k-anonymity range API: only the first 5 hex
 * chars of the SHA-1 leave the server; the suffix is matched locally. Padding
 * lines (count 0) never match. Any network or HTTP failure falls back to
 * `fallback` (the offline corpus).
 */
export function hibpBreachCorpus(fetchImpl: typeof fetch = fetch, fallback: BreachCorpus = offlineBreachCorpus): BreachCorpus {
  return {
    async isBreached(password) {
      const hash = createHash("sha1").update(password, "utf8").digest("hex").toUpperCase();
      const prefix = hash.slice(0, 5);
      const suffix = hash.slice(5);
      let body: string;
      try {
        const response = await fetchImpl(`${HIBP_RANGE_URL}${prefix}`, {
          headers: { "Add-Padding": "true" },
          signal: AbortSignal.timeout(HIBP_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`HIBP range API answered ${response.status}`);
        body = await response.text();
      } catch {
        return fallback.isBreached(password);
      }
      for (const line of body.split(/\r?\n/)) {
        const [lineSuffix, count] = line.trim().split(":");
        if (lineSuffix?.toUpperCase() === suffix) return Number(count) > 0;
      }
      return false;
    },
  };
}

/** `BREACH_CORPUS=hibp` selects the HIBP range API; anything else the offline list. */
export function breachCorpus(): BreachCorpus {
  return config().BREACH_CORPUS === "hibp" ? hibpBreachCorpus() : offlineBreachCorpus;
}

/** Throws VALIDATION_FAILED (`password: validation.password_breached`) when the password is in the corpus. */
export async function checkPasswordNotBreached(password: string, corpus: BreachCorpus = breachCorpus()): Promise<void> {
  if (await corpus.isBreached(password)) {
    throw new AppError("VALIDATION_FAILED", { details: { password: ["validation.password_breached"] } });
  }
}

// ---------------------------------------------------------------------------
// Locale and terms
// ---------------------------------------------------------------------------

/** preferred_locale (`locale` in catalog bodies). */
export const locale = z.enum(LOCALES);

/** Terms and Privacy acceptance: must be literally `true`. */
export const termsAccepted = z.literal(true, { message: "validation.terms_required" });

/** The terms version the user accepted, recorded with the acceptance. */
export const termsVersion = z.string().trim().min(1).max(20).meta({ example: "2025-01" });
