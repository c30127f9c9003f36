// Finding web addresses, email addresses, phone numbers and social handles
// in normalized text (./normalize-text.ts), including the ways people hide
// them: "sara at gmail dot com", "x [dot] com", "فلان نقطة كوم", spelled-out
// or spaced digits ("five five five ...", "خمسة خمسة ...", "5 5 5 5-1234").
// Reviews and replies must not carry contact details (spec Resources
// "Review"); what is found is shown to the writer and to moderators.

export type ContactKind = "url" | "email" | "phone" | "handle";
export type Found = { kind: ContactKind; match: string };

// Letters and digits of any script: the edges of a "word" in Arabic too (\b is ASCII-only).
const EDGE_BEFORE = "(?<![\\p{L}\\p{N}])";
const EDGE_AFTER = "(?![\\p{L}\\p{N}])";

// ------------------------------------------------------------ de-obfuscation

const DOT_WORDS = "dot|d0t|نقطه|دوت";
const AT_WORDS = "at|ات";
/** Arabic spellings of top-level domains and mail providers. */
const ARABIC_NAMES: [RegExp, string][] = [
  [/\.(?:كوم)(?![\p{L}\p{N}])/gu, ".com"],
  [/\.(?:نت)(?![\p{L}\p{N}])/gu, ".net"],
  [/\.(?:اورج|اورغ)(?![\p{L}\p{N}])/gu, ".org"],
  [/(?:جي ?ميل|جيمايل)/gu, "gmail"],
  [/(?:هوت ?ميل|هوتمايل)/gu, "hotmail"],
  [/ياهو/gu, "yahoo"],
  [/اوتلوك/gu, "outlook"],
];

/** Written-out "dot" and "at" (bare, bracketed, spaced dots) turned back into "." and "@". */
function deobfuscate(text: string): string {
  let out = text
    .replace(new RegExp(`\\s*[\\[({<]\\s*(?:${DOT_WORDS})\\s*[\\])}>]\\s*`, "gu"), ".")
    .replace(new RegExp(`\\s+(?:${DOT_WORDS})\\s+`, "gu"), ".")
    .replace(/ \. /g, ".")
    .replace(new RegExp(`\\s*[\\[({<]\\s*(?:${AT_WORDS}|@)\\s*[\\])}>]\\s*`, "gu"), "@")
    .replace(new RegExp(`\\s+(?:${AT_WORDS})\\s+`, "gu"), "@")
    .replace(/ ?@ ?/g, "@");
  for (const [pattern, latin] of ARABIC_NAMES) out = out.replace(pattern, latin);
  return out;
}

// ------------------------------------------------------------ URLs and emails

const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?";
/** Top-level domains that are not also everyday words, so "great night.com" is caught but "it.Life" is not. */
const STRONG_TLDS = "com|net|org|info|biz|io|ly|xyz|kw|sa|ae|qa|bh|om|eg|jo|uk|tv|cc|gl|ai|gg|ee|tk|ml|ga|cf";
/** Providers named without a domain ("sara at gmail"); not ones that are everyday words ("at live shows"). */
const MAIL_PROVIDERS = "gmail|hotmail|yahoo|outlook|icloud|protonmail|ymail";

const EMAIL = new RegExp(`[\\p{L}\\p{N}._%+-]+@(?:(?:${LABEL}\\.)+\\p{L}{2,24}${EDGE_AFTER}|(?:${MAIL_PROVIDERS})${EDGE_AFTER})`, "gu");
const URL_PATTERNS = [
  /(?:https?|ftp):\/\/\S+/gu,
  /www\.\S+/gu,
  // Any domain followed by a path: "wa.me/965...", "t.me/x", "linktr.ee/x".
  new RegExp(`${EDGE_BEFORE}(?:${LABEL}\\.)+\\p{L}{2,24}\\/\\S+`, "gu"),
  new RegExp(`${EDGE_BEFORE}(?:${LABEL}\\.)+(?:${STRONG_TLDS})${EDGE_AFTER}`, "gu"),
];

const HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z0-9_](?:[a-z0-9_.]{1,28}[a-z0-9_])?(?![\p{L}\p{N}@])/gu;
/** "instagram: sara.events", "snap @sara", "سناب sara_1": a platform name followed by a handle. */
const PLATFORM_HANDLE = new RegExp(
  `${EDGE_BEFORE}(?:instagram|insta|ig|snapchat|snap|tiktok|telegram|انستقرام|انستغرام|انستا|سناب شات|سناب|تيك توك|تلجرام|تليجرام|تلغرام)` +
    `(?:\\s*:\\s*@?|\\s*@|\\s+(?=[a-z0-9_.]*[\\d_.]))(?=[a-z0-9_.]*[a-z])[a-z0-9_](?:[a-z0-9_.]{1,28}[a-z0-9_])?${EDGE_AFTER}`,
  "gu",
);

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0]);
}

// ------------------------------------------------------------ phone numbers

/** Spelled-out digits, English and Arabic (normalized spelling: ة -> ه, أ -> ا), with the Arabic "and" prefix. */
const NUMBER_WORDS: [string, string][] = [
  ["zero|oh|صفر", "0"],
  ["one|واحد|وحده", "1"],
  ["two|اثنين|اثنان|اتنين|ثنين", "2"],
  ["three|ثلاثه|ثلاث|تلاته|تلات", "3"],
  ["four|اربعه|اربع", "4"],
  ["five|خمسه|خمس", "5"],
  ["six|سته|ست", "6"],
  ["seven|سبعه|سبع", "7"],
  ["eight|ثمانيه|ثماني|ثمان|تمنيه|تمانيه", "8"],
  ["nine|تسعه|تسع", "9"],
];
const NUMBER_WORD_PATTERNS = NUMBER_WORDS.map(([words, digit]) => [new RegExp(`${EDGE_BEFORE}(?:و)?(?:${words})${EDGE_AFTER}`, "gu"), digit] as const);

/** Dates (24/11/2026, 24.11.26, 2026-11-24) are not phone numbers. */
const DATES = [
  /(?<![\d.\-/])(?:0?[1-9]|[12]\d|3[01])([./-])(?:0?[1-9]|1[0-2])\1(?:(?:19|20)\d{2}|\d{2})(?![\d.\-/]?\d)/g,
  /(?<![\d.\-/])(?:19|20)\d{2}([./-])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])(?![\d.\-/]?\d)/g,
];
/** Digits with what people type between them ("5555 1234", "(965) 5555-1234", "5 5 5 5"); "/" and ":" belong to dates and times. */
const DIGIT_RUN = /\+?\d(?:[\s\-.()_]{0,3}\d)*/g;

/** Kuwait numbers: 8 digits, landlines 2, mobiles 4/5/6/9 (+965 or 00965 before them). */
const isKuwaitNumber = (digits: string) => digits.length === 8 && /^[24569]/.test(digits);
/** A number in a local format with the trunk 0 (05x xxx xxxx in Saudi Arabia and the Emirates). */
const isTrunkNumber = (digits: string) => digits.length >= 9 && digits.length <= 12 && digits.startsWith("0");

/** Whether some consecutive groups of the run make a phone number ("2026 55551234" holds one). */
function holdsPhone(run: string): boolean {
  const international = /^(?:\+|00)/.test(run);
  const all = run.replace(/\D/g, "");
  if (international && all.replace(/^00/, "").length >= 8 && all.length <= 16) return true;
  const groups = run.split(/[^\d]+/).filter(Boolean);
  for (let from = 0; from < groups.length; from++) {
    let digits = "";
    for (let to = from; to < groups.length && digits.length < 13; to++) {
      digits += groups[to];
      const national = digits.length === 11 && digits.startsWith("965") ? digits.slice(3) : digits;
      if (isKuwaitNumber(national) || isTrunkNumber(digits)) return true;
    }
  }
  return false;
}

function findPhones(text: string): string[] {
  let digits = text;
  for (const [pattern, digit] of NUMBER_WORD_PATTERNS) digits = digits.replace(pattern, digit);
  // "5555 l234", "55o5 1234": the letters l and o between digits.
  digits = digits.replace(/(?<=\d[\s-]?)[lo](?=[\s-]?\d)/g, (c) => (c === "o" ? "0" : "1"));
  for (const date of DATES) digits = digits.replace(date, " ; ");
  return matches(digits, DIGIT_RUN)
    .map((run) => run.trim())
    .filter(holdsPhone);
}

// ------------------------------------------------------------ all together

/** Each match of each pattern in turn, removed from the text before the next pattern looks (one finding, one flag). */
function takeAll(text: string, patterns: RegExp[]): { found: string[]; rest: string } {
  const found: string[] = [];
  let rest = text;
  for (const pattern of patterns) {
    for (const match of matches(rest, pattern)) found.push(match);
    rest = without(rest, found);
  }
  return { found, rest };
}

const without = (text: string, parts: string[]) => parts.reduce((t, part) => t.split(part).join(" "), text);

/** Every contact detail in normalized text, each kind once per matched text. */
export function findContactDetails(normalized: string): Found[] {
  const emails = takeAll(deobfuscate(normalized), [EMAIL]);
  const urls = takeAll(emails.rest, URL_PATTERNS);
  // Handles are read from the text as written ("contact @sara"), minus what was already found there.
  const handleText = without(normalized, [...matches(normalized, EMAIL), ...urls.found]);
  const handles = takeAll(handleText, [PLATFORM_HANDLE, HANDLE]);
  const found: Found[] = [
    ...emails.found.map((match) => ({ kind: "email" as const, match })),
    ...urls.found.map((match) => ({ kind: "url" as const, match })),
    ...handles.found.map((match) => ({ kind: "handle" as const, match })),
    ...findPhones(normalized).map((match) => ({ kind: "phone" as const, match })),
  ];
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.kind}:${f.match}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
