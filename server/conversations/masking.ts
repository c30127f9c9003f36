import { findPhoneNumbersInText } from "libphonenumber-js";
import { db } from "../core/db/client";
// Bookings that unlock contact details: paid for (docs/decisions.md "Contact details unlock"), as on the booking page.
import { CONTACT_STATES } from "../bookings/booking-extras";

// Contact-detail policy (docs/conversations.md, docs/decisions.md): until a
// booking exists between the customer and the vendor, phone numbers and email
// addresses in a message are masked when the message is SHOWN to the other
// side. The original is stored (the sender sees it; once a booking exists it
// is shown unmasked), so the mask is applied on read, never on write.

const DOT = "•";

/** Arabic-Indic (U+0660..) and Extended Arabic-Indic (U+06F0..) digits as ASCII, one UTF-16 unit each (offsets stay valid). */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

const EMAIL = /[^\s@<>()[\]"',;:]+(?:@|\uFF20)(?:[^\s@<>()[\]"',;:.]+\.)+[^\s@<>()[\]"',;:.\d]{2,}/g;
/** A run of digits with the separators people type inside phone numbers. */
const DIGIT_RUN = /\+?\d[\d\s\-.()\u00A0]*\d/g;
/** Dates (2026-11-24, 24/11/2026, 24.11.2026) are not phone numbers. */
const DATE_LIKE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;
/** Kuwait numbers have 8 digits; shorter runs are prices, quantities, times. */
const MIN_PHONE_DIGITS = 8;

function maskPhone(original: string, countryCode?: string): string {
  const digits = asciiDigits(original).replace(/\D/g, "");
  const international = /^\s*(\+|00)/.test(asciiDigits(original));
  if (international) {
    const withoutPrefix = digits.replace(/^00/, "");
    const cc = countryCode && withoutPrefix.startsWith(countryCode) ? countryCode : withoutPrefix.slice(0, 3);
    const national = withoutPrefix.slice(cc.length);
    return `+${cc} ${national.slice(0, 1)}${DOT.repeat(Math.max(0, national.length - 1))}`;
  }
  return `${digits.slice(0, 1)}${DOT.repeat(Math.max(0, digits.length - 1))}`;
}

type Span = { start: number; end: number; replacement: string };

function phoneSpans(text: string): Span[] {
  const ascii = asciiDigits(text);
  const spans: Span[] = [];
  try {
    for (const found of findPhoneNumbersInText(ascii, "KW")) {
      const original = text.slice(found.startsAt, found.endsAt);
      if (DATE_LIKE.test(asciiDigits(original).trim())) continue;
      spans.push({ start: found.startsAt, end: found.endsAt, replacement: maskPhone(original, found.number.countryCallingCode) });
    }
  } catch {
    // The heuristic below still applies.
  }
  for (const match of ascii.matchAll(DIGIT_RUN)) {
    const start = match.index;
    const end = start + match[0].length;
    const digits = match[0].replace(/\D/g, "");
    if (digits.length < MIN_PHONE_DIGITS || DATE_LIKE.test(match[0].trim())) continue;
    if (spans.some((s) => s.start < end && start < s.end)) continue;
    spans.push({ start, end, replacement: maskPhone(text.slice(start, end)) });
  }
  return spans;
}

function emailSpans(text: string): Span[] {
  return [...text.matchAll(EMAIL)].map((m) => ({ start: m.index, end: m.index + m[0].length, replacement: `${DOT.repeat(3)}@${DOT.repeat(3)}` }));
}

/** The text with every phone number and email address masked ("+965 5•••••••", "•••@•••"). */
export function maskContactDetails(text: string): string {
  const emails = emailSpans(text);
  // An email's digits ("ali99887766@x.com") are already covered by the email mask.
  const phones = phoneSpans(text).filter((p) => !emails.some((e) => e.start < p.end && p.start < e.end));
  const spans = [...emails, ...phones].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    out += text.slice(at, span.start) + span.replacement;
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * Whether contact details are shown unmasked between this customer and
 * vendor: once a booking between them has been paid for. A pending (unpaid)
 * booking does not count, so details cannot be swapped to skip the deposit.
 */
export async function contactDetailsUnlocked(customerUserId: string, vendorId: string): Promise<boolean> {
  const booking = await db.booking.findFirst({
    where: { customerUserId, vendorId, status: { in: [...CONTACT_STATES] } },
    select: { id: true },
  });
  return booking !== null;
}

/** The body as the viewer sees it: their own messages as written, the other side's masked while contact details are locked. */
export function bodyFor(body: string, mine: boolean, unlocked: boolean): string {
  return mine || unlocked ? body : maskContactDetails(body);
}
