// Text normalization before screening (docs/reviews.md "Screening"): every
// rule and every blocked word is matched against this form, so the usual
// tricks (full-width or Arabic-Indic digits, tatweel, diacritics, letter
// variants, zero-width and bidi characters, Cyrillic look-alikes) change
// nothing about what is found.

/** Zero-width, bidi controls, soft hyphen, Arabic letter mark, BOM. */
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Combining marks: Latin accents and Arabic harakat, shadda, sukun, dagger alef, hamza above/below (after NFKD). */
const MARKS = /[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

/** Arabic letter variants folded to one form (alef forms fold through NFKD: hamza is a combining mark). */
const ARABIC_LETTERS: Record<string, string> = {
  "\u0629": "\u0647", // ta marbuta -> ha
  "\u0649": "\u064A", // alef maksura -> ya
  "\u06CC": "\u064A", // Farsi yeh -> ya
  "\u06A9": "\u0643", // keheh -> kaf
  "\u0671": "\u0627", // alef wasla -> alef
};

/** Cyrillic and Greek letters that look like Latin ones (a "gmаil.com" with a Cyrillic а). */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  к: "k",
  м: "m",
  т: "t",
  в: "b",
  н: "h",
  ο: "o",
  α: "a",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};

const FOLD = new RegExp(`[${Object.keys(ARABIC_LETTERS).join("")}${Object.keys(LOOK_ALIKES).join("")}]`, "g");

/** Arabic-Indic (U+0660..) and Extended Arabic-Indic / Persian (U+06F0..) digits as ASCII (full-width ones go through NFKD). */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** The form screening reads: compatibility-decomposed, marks and invisibles gone, digits ASCII, letters folded, lower case, spaces single. */
export function normalizeText(text: string): string {
  const decomposed = text.normalize("NFKD").replace(INVISIBLE, "").replace(MARKS, "").replace(TATWEEL, "");
  return asciiDigits(decomposed)
    .toLowerCase()
    .replace(FOLD, (c) => ARABIC_LETTERS[c] ?? LOOK_ALIKES[c] ?? c)
    .replace(/\s+/gu, " ")
    .trim();
}
