import type { Tx } from "../core/db/client";
import { findContactDetails } from "./contact-details";
import { normalizeText } from "./normalize-text";

// Automatic screening of review and reply text (docs/reviews.md
// "Screening"): URLs, phone numbers, emails and social handles in Arabic and
// English (Arabic-Indic digits, spelled-out digits, "at"/"dot" tricks) and
// the blocked words admins keep. Everything is matched on the normalized
// form of the text, so look-alike characters, diacritics and invisible
// characters do not let anything through. A flagged review waits for a
// moderator; a flagged reply is refused.

export type ScreeningFlag = { kind: "url" | "email" | "phone" | "handle" | "blocked_word"; match: string };
export type ScreeningResult = { flagged: boolean; flags: ScreeningFlag[] };

const ARABIC_START = /^[\u0600-\u06FF]/;
/** Arabic words carry their conjunction, preposition and article: "والكلب", "بالكلب" still hold "كلب". */
const ARABIC_PROCLITICS = "(?:[وف])?(?:[بلك])?(?:ال|لل)?";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A blocked word or phrase as a pattern over normalized text, on word boundaries (of any script). */
export function blockedWordPattern(word: string): RegExp {
  const normalized = normalizeText(word);
  const body = normalized.split(" ").map(escapeRegExp).join("\\s+");
  const prefix = ARABIC_START.test(normalized) ? ARABIC_PROCLITICS : "";
  return new RegExp(`(?<![\\p{L}\\p{N}])${prefix}${body}(?![\\p{L}\\p{N}])`, "u");
}

/** Screens every given text (title, body, reply) together. */
export async function screenText(tx: Tx, texts: (string | null | undefined)[]): Promise<ScreeningResult> {
  const normalized = texts.filter((t): t is string => !!t && t.trim() !== "").map(normalizeText);
  if (normalized.length === 0) return { flagged: false, flags: [] };
  const flags: ScreeningFlag[] = normalized.flatMap(findContactDetails);
  const blocked = await tx.reviewBlockedWord.findMany({ select: { word: true }, orderBy: { word: "asc" } });
  for (const { word } of blocked) {
    if (normalized.some((text) => blockedWordPattern(word).test(text))) flags.push({ kind: "blocked_word", match: normalizeText(word) });
  }
  return { flagged: flags.length > 0, flags };
}
