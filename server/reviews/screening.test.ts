import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { normalizeText } from "./normalize-text";
import { screenText, type ScreeningFlag } from "./screening";

// What screening catches and what it lets through, one row per case. Each
// row names the kinds it must find (an empty list: nothing at all), so a
// rule that stops catching, or starts catching ordinary text, fails its row.

type Kind = ScreeningFlag["kind"];
const screen = async (text: string) => (await screenText(db, [text])).flags;

const CAUGHT: [string, Kind[]][] = [
  // Web addresses
  ["Book them at https://x.com today", ["url"]],
  ["see www.x.com for prices", ["url"]],
  ["their site x dot com has it", ["url"]],
  ["their site x [dot] com has it", ["url"]],
  ["their site x (dot) com has it", ["url"]],
  ["their site x . com has it", ["url"]],
  ["order on layali-events.com now", ["url"]],
  ["message wa.me/96555551234 for a discount", ["url", "phone"]],
  ["زوروا موقعهم ليالي نقطة كوم", ["url"]],
  ["زوروا موقعهم layali نقطه كوم", ["url"]],
  ["ＷＷＷ．ｌａｙａｌｉ．ｃｏｍ", ["url"]],
  ["layali\u200B.\u200Bcom", ["url"]],
  // Email addresses
  ["write to sara@gmail.com", ["email"]],
  ["write to sara at gmail dot com", ["email"]],
  ["write to sara (at) gmail (dot) com", ["email"]],
  ["write to sara [at] layali [dot] kw", ["email"]],
  ["write to sara at gmail", ["email"]],
  ["write to sara＠gmail.com", ["email"]],
  ["write to sara@gmаil.com (a Cyrillic а)", ["email"]],
  ["راسلوا سارة ات جيميل دوت كوم", ["email"]],
  // Phone numbers
  ["call +965 5555 1234", ["phone"]],
  ["call 00965-5555-1234", ["phone"]],
  ["call (965) 5555-1234", ["phone"]],
  ["call 55551234", ["phone"]],
  ["call 5555 1234", ["phone"]],
  ["call 5555-1234", ["phone"]],
  ["call 5 5 5 5 1 2 3 4", ["phone"]],
  ["call 9-9-8-8-7-7-6-6", ["phone"]],
  ["call 6555.1234", ["phone"]],
  ["call 2245 6789 at the office", ["phone"]],
  ["اتصلوا على ٥٥٥٥١٢٣٤", ["phone"]],
  ["اتصلوا على ٥٥٥٥ ١٢٣٤", ["phone"]],
  ["اتصلوا على ۵۵۵۵۱۲۳۴", ["phone"]],
  ["اتصلوا على +٩٦٥ ٥٥٥٥ ١٢٣٤", ["phone"]],
  ["call five five five five one two three four", ["phone"]],
  ["call Five-Five-Five-Five one two three four", ["phone"]],
  ["call 5555 one two three four", ["phone"]],
  ["اتصلوا خمسة خمسة خمسة خمسة واحد اثنين ثلاثة أربعة", ["phone"]],
  ["اتصلوا خمسه وخمسه وخمسه وخمسه وواحد واثنين وثلاثه واربعه", ["phone"]],
  ["call 5555 l234", ["phone"]],
  ["call 555\u200B51234", ["phone"]],
  ["call 0501234567 in Riyadh", ["phone"]],
  ["call +44 20 7946 0958", ["phone"]],
  ["on 2026 55551234", ["phone"]],
  // Social handles
  ["follow @layali_events", ["handle"]],
  ["instagram: layali.events", ["handle"]],
  ["سناب layali_2026", ["handle"]],
  // Several at once
  ["sara@gmail.com or +965 5555 1234 or www.x.com", ["email", "phone", "url"]],
];

const NOT_CAUGHT: string[] = [
  "The package was 350 KWD and worth it",
  "We paid 1,250.000 KWD for 200 guests",
  "The price was 350.000 KWD, deposit 105.000",
  "Our wedding on 12/10/2026 was perfect",
  "Our wedding on 12.10.2026 was perfect",
  "Booked for 2026-10-12, 300 guests, 4 hours",
  "They arrived at 7:30 pm and left at 11:45",
  "From 19:00 to 23:00, 150 guests and 20 tables",
  "They were at the hall on time, great attention to detail",
  "The dotted lights and polka dot cake looked great",
  "Anecdote: the chef stayed late. Great night.",
  "What a night at Layali! Thanks to the team.",
  "I found them on instagram and loved the photos",
  "Rated 5 out of 5, would book again in 2027",
  "One of the best, two thumbs up, five stars",
  "حضر ٢٠٠ ضيف والسعر ٣٥٠ دينار",
  "كانت الحفلة في ١٢/١٠/٢٠٢٦ الساعة ٧:٣٠ مساءً",
  "الخدمة نقطة قوة عندهم، خمس نجوم",
  "e.g. the flowers, cake, etc. were lovely",
  "Prices: 120 150 200 250 KWD per table",
  "Great sound at live shows, at hotel prices",
  "Seen on snap 2026 and instagram 2025",
];

describe("screening: contact details", () => {
  it.each(CAUGHT)("catches %j as %j", async (text, kinds) => {
    const flags = await screen(text);
    expect([...new Set(flags.map((f) => f.kind))].sort(), JSON.stringify(flags)).toEqual([...kinds].sort());
  });

  it.each(NOT_CAUGHT)("lets %j through", async (text) => {
    expect(await screen(text)).toEqual([]);
  });

  it("names what it found, so the writer knows what to remove", async () => {
    expect(await screen("write to sara at gmail dot com")).toEqual([{ kind: "email", match: "sara@gmail.com" }]);
    expect(await screen("see https://x.com/prices")).toEqual([{ kind: "url", match: "https://x.com/prices" }]);
    expect((await screenText(db, ["A clean title", "call 5555 1234", null, undefined, ""])).flagged).toBe(true);
    expect(await screenText(db, [null, undefined, "  "])).toEqual({ flagged: false, flags: [] });
  });
});

describe("screening: blocked words", () => {
  const block = (word: string) => db.reviewBlockedWord.create({ data: { id: newId(), word: normalizeText(word) } });

  it("matches the admins' list after normalization, on word boundaries, in Arabic and English", async () => {
    await block("scammer");
    await block("نصاب");
    await block("total fraud");
    const rows: [string, boolean][] = [
      ["They are SCAMMERS", false], // another word: boundaries hold
      ["They are a SCAMMER!", true],
      ["they are a s\u200Bcammer", true], // zero-width character inside
      ["they are a ѕcammer", true], // Cyrillic ѕ
      ["a total   fraud", true], // a phrase, any spacing
      ["totally fraudulent", false],
      ["صاحب المحل نصّاب", true], // shadda
      ["صاحب المحل نـــصاب", true], // tatweel
      ["هذا النصاب أخذ المال", true], // the article
      ["وبالنصاب", true], // conjunction, preposition and article
      ["أنصاب", false], // another word
    ];
    for (const [text, caught] of rows) {
      const flags = await screen(text);
      expect(
        flags.some((f) => f.kind === "blocked_word"),
        text,
      ).toBe(caught);
    }
    expect(await screen("They are a SCAMMER!")).toEqual([{ kind: "blocked_word", match: "scammer" }]);
  });
});

describe("normalization", () => {
  it("folds the tricks to one form", () => {
    expect(normalizeText("ＡＢＣ １２３")).toBe("abc 123");
    expect(normalizeText("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
    expect(normalizeText("أإآٱا")).toBe("ااااا");
    expect(normalizeText("مَدْرَسَةٌ")).toBe("مدرسه");
    expect(normalizeText("مــــدرسة")).toBe("مدرسه");
    expect(normalizeText("على ی ک")).toBe("علي ي ك");
    expect(normalizeText("a\u200Bb\u200Fc\u202Ed\u2066e\uFEFFf\u00ADg")).toBe("abcdefg");
    expect(normalizeText("Café  \n  NAÏVE")).toBe("cafe naive");
  });
});
