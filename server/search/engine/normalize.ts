// Text folding shared by the search index and the query side (spec "Marketplace
// and search", Limits "Typo tolerance"). Documents and queries must go through
// the same functions, otherwise "قاعة" in a vendor name and "قاعه" typed by a
// customer would never meet. Pure functions: no database, no configuration.

// Marks that change how a word is read but not which word it is: Quranic
// honorifics (U+0610–061A), harakat incl. shadda/sukun and the combining
// maddah/hamza (U+064B–065F), superscript alef (U+0670), Quranic annotation
// marks (U+06D6–06ED minus the non-combining ones), tatweel (U+0640, pure
// stretching) and Latin combining accents (U+0300–036F, after NFD so "café"
// matches "cafe").
const STRIP_MARKS = /[\u0300-\u036F\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/g;

// Invisible characters that users paste from chat apps and word processors
// (zero-width space/joiners, bidi controls, BOM, soft hyphen). Removed without a
// space: a ZWNJ inside a Persian-style word does not split it.
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

// Letters written interchangeably in Gulf Arabic, plus Persian/Urdu look-alikes
// that come from Persian keyboards.
const LETTER_MAP: Readonly<Record<string, string>> = {
  "\u0622": "\u0627", // آ → ا
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0671": "\u0627", // ٱ (wasla) → ا
  "\u0672": "\u0627", // ٲ → ا
  "\u0673": "\u0627", // ٳ → ا
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u06CC": "\u064A", // ی (Farsi yeh) → ي
  "\u06A9": "\u0643", // ک (keheh) → ك
  "\u06C1": "\u0647", // ہ (Urdu heh goal) → ه
  "\u06BE": "\u0647", // ھ (heh doachashmee) → ه
  "\u06D5": "\u0647", // ە (ae) → ه
};
const LETTERS_TO_MAP = new RegExp(`[${Object.keys(LETTER_MAP).join("")}]`, "g");

// Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic / Persian (U+06F0–06F9).
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
function arabicDigitToAscii(digit: string): string {
  const cp = digit.codePointAt(0)!;
  return String(cp >= 0x06f0 ? cp - 0x06f0 : cp - 0x0660);
}

// Anything that is not a letter, a digit or a mark still attached to a letter
// (marks of other scripts) separates words: punctuation, symbols, emoji, the
// Arabic comma/semicolon/question mark, the Arabic decimal separator.
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * The one folding used for indexing and querying: NFKC (presentation forms,
 * ligatures, full-width Latin), lowercase, no tashkeel/tatweel, unified alef,
 * hamza carriers, taa marbuta and alef maqsura, Persian look-alikes, ASCII
 * digits, punctuation as spaces, single spaces, trimmed. Idempotent.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(INVISIBLE, "")
      // NFD splits أ/إ/آ/ؤ/ئ and accented Latin into base + mark; the marks are
      // then dropped with the tashkeel, and the map covers what NFD leaves.
      .normalize("NFD")
      .replace(STRIP_MARKS, "")
      .replace(LETTERS_TO_MAP, (ch) => LETTER_MAP[ch])
      .replace(ARABIC_DIGITS, arabicDigitToAscii)
      .normalize("NFC")
      .replace(SEPARATORS, " ")
      .trim()
  );
}

/** Same folding as `normalizeForSearch` (the name the search issue uses for the Arabic rules). */
export const normalizeArabic = normalizeForSearch;

// Definite article with its attached one-letter particles (و and, ب with,
// ف so, ك like; لل = ل + ال "for the"). Longest first so "والقاعه" loses "وال",
// not only "و".
const ARTICLE_PREFIXES = ["\u0648\u0627\u0644", "\u0628\u0627\u0644", "\u0641\u0627\u0644", "\u0643\u0627\u0644", "\u0627\u0644", "\u0644\u0644"] as const;
const MIN_STEM_LETTERS = 2;

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** The word without its definite article, or undefined when it has none (or the stem would be under 2 letters: "والد", "الم"). */
export function stripArticle(token: string): string | undefined {
  for (const prefix of ARTICLE_PREFIXES) {
    if (!token.startsWith(prefix)) continue;
    const stem = token.slice(prefix.length);
    return letterCount(stem) >= MIN_STEM_LETTERS ? stem : undefined;
  }
  return undefined;
}

/**
 * The singular of a regular English plural of 4+ letters, or undefined:
 * "parties" -> "party", "boxes" -> "box", "dishes" -> "dish", "planners" ->
 * "planner"; "glass", "status", "analysis" are left alone. Deliberately
 * simple (no dictionary): both the documents and the queries go through it,
 * so a plural and its singular meet.
 */
export function englishSingular(token: string): string | undefined {
  if (!/^[a-z]{4,}$/.test(token)) return undefined;
  if (token.endsWith("ies") && token.length >= 5) return `${token.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x)es$/.test(token)) return token.slice(0, -2);
  if (token.endsWith("s") && !/(?:ss|us|is)$/.test(token)) return token.slice(0, -1);
  return undefined;
}

/** The word's base form: without its Arabic article, or the singular of an English plural (undefined: the word itself). */
export function baseForm(token: string): string | undefined {
  return stripArticle(token) ?? englishSingular(token);
}

/**
 * Normalized words of `text`, each followed by its base form when it has one
 * (the article-less stem of an Arabic word, the singular of an English
 * plural), without duplicates. Indexing both forms of a document and querying
 * both forms of the query lets "القاعة" find "قاعه", "الرايه" find "قاعة
 * الراية" and "party" find "Parties" in either direction.
 */
export function searchTokens(text: string): string[] {
  const normalized = normalizeForSearch(text);
  if (normalized === "") return [];
  const tokens = new Set<string>();
  for (const word of normalized.split(" ")) {
    tokens.add(word);
    const base = baseForm(word);
    if (base !== undefined) tokens.add(base);
  }
  return [...tokens];
}

/** Words that carry no meaning on their own; every engine drops them unless the query is only them. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "في",
  "من",
  "على",
  "الى",
  "عن",
  "مع",
  "و",
  "او",
  "in",
  "the",
  "of",
  "for",
  "and",
  "with",
  "a",
  "an",
  "at",
  "or",
]);

/** Query words an engine reads at most. */
export const MAX_QUERY_WORDS = 10;

/** Typo budget of a query word (spec Limits): 0 under 5 letters, 1 for 5–8, 2 for 9+, counted in code points after normalization. */
export function allowedTypos(word: string): number {
  const length = Array.from(normalizeForSearch(word).replace(/ /g, "")).length;
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition
 * counted as one edit) between two code-point arrays, or `max + 1` as soon as
 * it is known to exceed `max`.
 */
export function editDistanceWithin(a: readonly string[], b: readonly string[], max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  // Three rolling rows: the transposition step looks two rows back.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every cell of the next row is >= the minimum of this one (a transposition
    // from two rows back is never cheaper than the substitution path), so the
    // distance can only grow from here.
    if (rowMin > max) return over;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length];
  return distance > max ? over : distance;
}

/**
 * True when `candidate` is within the typo budget of the query word `query`
 * (the budget follows the query word's length, as in Meilisearch). Both are
 * normalized first, so spelling variants such as ة/ه cost nothing.
 */
export function withinTypos(query: string, candidate: string, max: number = allowedTypos(query)): boolean {
  const a = normalizeForSearch(query);
  const b = normalizeForSearch(candidate);
  if (a === b) return true;
  if (max <= 0) return false;
  return editDistanceWithin(Array.from(a), Array.from(b), max) <= max;
}
