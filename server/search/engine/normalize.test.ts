import { describe, expect, it } from "vitest";
import {
  allowedTypos,
  editDistanceWithin,
  englishSingular,
  normalizeArabic,
  normalizeForSearch,
  searchTokens,
  stripArticle,
  withinTypos,
} from "@/server/search/engine/normalize";

describe("normalizeForSearch", () => {
  it.each([
    // Arabic letters that Kuwaiti users write interchangeably
    ["taa marbuta ة → ه", "قاعة", "قاعه"],
    ["hamza-on-alef أ → ا", "أفراح", "افراح"],
    ["hamza-under-alef إ and ة", "إضاءة", "اضاءه"],
    ["madda alef آ → ا", "آلات موسيقية", "الات موسيقيه"],
    ["alef wasla ٱ → ا", "ٱلقاعة", "القاعه"],
    ["hamza on waw ؤ → و", "مؤتمر", "موتمر"],
    ["hamza on yeh ئ → ي", "هيئة", "هييه"],
    ["alef maqsura ى → ي", "حلوى", "حلوي"],
    ["Persian keheh and yeh ک ی → ك ي", "کیک", "كيك"],
    ["Urdu heh goal ہ → ه", "ہدایا", "هدايا"],
    // Marks and stretching
    ["tashkeel (damma, fatha, kasra, shadda)", "مُصَوِّر", "مصور"],
    ["tanween and sukun", "حَفْلَةً", "حفله"],
    ["superscript alef U+0670", "رحمٰن", "رحمن"],
    ["tatweel U+0640", "حفـــلات", "حفلات"],
    ["decomposed hamza above (alef + U+0654)", "\u0627\u0654فراح", "افراح"],
    ["zero-width non-joiner and RLM removed, not split", "\u200Fقا\u200Cعة", "قاعه"],
    // Compatibility forms through NFKC
    ["lam-alef ligature presentation form", "\uFEFB\uFEE0", "لال"],
    ["isolated presentation forms", "\uFE97\uFEBC\uFEEE\uFEF3\uFEAE", "تصوير"],
    ["full-width Latin", "ＤＪ Ｈａｌｌ", "dj hall"],
    // Digits
    ["Arabic-Indic digits ١٢٣", "١٢٣", "123"],
    ["Eastern (Persian) digits ۴۵۶", "۴۵۶", "456"],
    ["digits inside Arabic text", "قاعة ٣ - الدور ٢", "قاعه 3 الدور 2"],
    // Latin
    ["lowercase Latin", "Al Raya HALL", "al raya hall"],
    ["Latin accents folded", "Café Crème", "cafe creme"],
    // Punctuation and whitespace
    ["Arabic comma and question mark", "قاعة،الراية؟", "قاعه الرايه"],
    ["hyphen and apostrophe", "Al-Raya's", "al raya s"],
    ["symbols and emoji", "ورد & كيك 🎂!", "ورد كيك"],
    ["whitespace collapsed and trimmed", "  قاعة \t\n  الراية  ", "قاعه الرايه"],
    ["mixed Arabic and English", "Al Raya قاعة", "al raya قاعه"],
    ["punctuation only", " ،؛.!? ", ""],
    ["empty", "", ""],
  ])("%s", (_rule, input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
    // Indexed text is normalized once, queries again: a second pass must not change it.
    expect(normalizeForSearch(expected)).toBe(expected);
    expect(normalizeArabic(input)).toBe(expected);
  });

  it("makes written variants of one word identical", () => {
    const variants = ["إضاءة", "اضاءه", "إضَاءَة", "اضـاءة", "أضاءه"];
    expect(new Set(variants.map(normalizeForSearch))).toEqual(new Set(["اضاءه"]));
  });
});

describe("searchTokens", () => {
  it.each([
    ["article ال gives word and stem", "القاعة", ["القاعه", "قاعه"]],
    ["article with و", "والقاعة", ["والقاعه", "قاعه"]],
    ["article with ب", "بالكويت", ["بالكويت", "كويت"]],
    ["article with ف", "فالحفل", ["فالحفل", "حفل"]],
    ["article with ك", "كالعروس", ["كالعروس", "عروس"]],
    ["لل (for the)", "للأفراح", ["للافراح", "افراح"]],
    ["two words, one with the article", "قاعة الراية", ["قاعه", "الرايه", "رايه"]],
    ["stem of one letter kept whole (والد)", "والد", ["والد"]],
    ["stem of one letter kept whole (الم)", "الم", ["الم"]],
    ["article alone is a word, no stem", "ال", ["ال"]],
    ["words without the article", "مصور أفراح", ["مصور", "افراح"]],
    ["mixed Arabic and English", "Al Raya قاعة", ["al", "raya", "قاعه"]],
    ["duplicates removed, order kept", "قاعة القاعة", ["قاعه", "القاعه"]],
    ["digits are tokens", "قاعة ١٢", ["قاعه", "12"]],
    ["English plural gives word and singular", "Kids Parties", ["kids", "kid", "parties", "party"]],
    ["empty", "", []],
    ["punctuation only", "، - ؟", []],
  ])("%s", (_rule, input, expected) => {
    expect(searchTokens(input)).toEqual(expected);
  });

  const shareToken = (query: string, document: string) => {
    const docTokens = new Set(searchTokens(document));
    return searchTokens(query).some((t) => docTokens.has(t));
  };

  it.each([
    ["القاعة", "قاعه"],
    ["قاعه", "القاعة"],
    ["الرايه", "قاعة الراية"],
    ["راية", "قاعة الراية"],
    ["والأفراح", "أفراح الكويت"],
    ["مُصَوِّر", "المصور المحترف"],
    ["party", "Fun Zone Kids Parties"],
    ["planners", "Event Planner"],
  ])("query %s finds document %s", (query, document) => {
    expect(shareToken(query, document)).toBe(true);
  });

  it("does not match unrelated words", () => {
    expect(shareToken("القاعة", "مصور أفراح")).toBe(false);
    expect(stripArticle("قاعه")).toBeUndefined();
  });
});

describe("englishSingular", () => {
  it.each([
    ["parties", "party"],
    ["ceremonies", "ceremony"],
    ["boxes", "box"],
    ["dishes", "dish"],
    ["classes", "class"],
    ["planners", "planner"],
    ["guards", "guard"],
    ["services", "service"],
  ])("%s -> %s", (plural, singular) => {
    expect(englishSingular(plural)).toBe(singular);
  });

  it.each(["glass", "status", "analysis", "dj", "bus", "hall", "قاعات", "12s"])("leaves %s alone", (word) => {
    expect(englishSingular(word)).toBeUndefined();
  });
});

describe("allowedTypos", () => {
  it.each([
    ["حفل", 3, 0],
    ["cake", 4, 0],
    ["قاعة", 4, 0],
    ["مُصَوِّر (4 letters once tashkeel is gone)", 4, 0],
    ["حفـــلة (tatweel not counted)", 4, 0],
    ["music", 5, 1],
    ["أفراح", 5, 1],
    ["catering", 8, 1],
    ["الحلويات", 8, 1],
    ["decorator", 9, 2],
    ["والمصورين", 9, 2],
    ["photographer", 12, 2],
  ])("%s (%i letters) allows %i", (word, _letters, expected) => {
    expect(allowedTypos(word.split(" ")[0])).toBe(expected);
  });
});

describe("withinTypos", () => {
  it.each([
    // 4 letters: no typo allowed, but spelling variants are not typos
    ["قاعة", "قاعه", true],
    ["قاعه", "قاعا", false],
    ["cake", "kake", false],
    ["cake", "acke", false],
    // 5 letters: one typo
    ["افراح", "افراج", true],
    ["افراح", "افارح", true], // transposition = 1
    ["افراح", "اقراج", false],
    ["music", "muisc", true],
    ["music", "mosik", false],
    // 8 letters: still one typo
    ["catering", "cateirng", true],
    ["catering", "cattering", true],
    ["catering", "caterin", true],
    ["catering", "katterin", false],
    // 9 letters: two typos
    ["decorator", "decortaor", true],
    ["decorator", "dekoratr", true],
    ["decorator", "dekuratr", false],
    ["والمصورين", "المصوران", true],
    ["والمصورين", "المصورون", true],
    ["والمصورين", "لمصوران", false],
  ])("%s ~ %s → %s", (query, candidate, expected) => {
    expect(withinTypos(query, candidate)).toBe(expected);
  });

  it("counts an adjacent transposition as one edit, not two", () => {
    expect(editDistanceWithin([..."ab"], [..."ba"], 2)).toBe(1);
    expect(editDistanceWithin([..."قاعه"], [..."قعاه"], 2)).toBe(1);
  });

  it("accepts an explicit budget", () => {
    expect(withinTypos("قاعه", "قاعا", 1)).toBe(true);
    expect(withinTypos("افراح", "افارح", 0)).toBe(false);
  });

  it("stops early with max + 1 once the budget is exceeded", () => {
    expect(editDistanceWithin([..."abcdef"], [..."uvwxyz"], 2)).toBe(3);
    expect(editDistanceWithin([..."ab"], [..."abcdef"], 2)).toBe(3);
    expect(editDistanceWithin([], [..."ab"], 2)).toBe(2);
  });

  it("agrees with a full optimal-string-alignment matrix on random words", () => {
    const reference = (a: string[], b: string[]) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
      return d[a.length][b.length];
    };
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () => Array.from({ length: Math.floor(random() * 8) }, () => "قاعهر"[Math.floor(random() * 5)]);
    for (let n = 0; n < 2000; n++) {
      const [a, b, max] = [word(), word(), Math.floor(random() * 4)];
      const full = reference(a, b);
      expect(editDistanceWithin(a, b, max)).toBe(full <= max ? full : max + 1);
    }
  });
});
