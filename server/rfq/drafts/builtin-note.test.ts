import { describe, expect, it } from "vitest";
import { builtInNote } from "./builtin-drafter";

// The drafted note's numbers (docs/quote-drafts.md "The built-in drafter"):
// Latin digits in both languages (never ٢٠٢٦ beside 7) and the catalogue's
// ICU plurals for the validity and the guests (never "7 يوم").

const basis = { categoryName: { ar: "التصوير", en: "photography" }, guestCount: 250, month: "2026-12", season: "winter", budgetBand: "500_2000" } as const;
const note = (days: number, guests: number | null = 250) => builtInNote({ ...basis, guestCount: guests }, "catalog", days);

describe("the built-in quote note", () => {
  it("writes Latin digits only, in Arabic too", () => {
    const { ar, en } = note(7);
    expect(ar).not.toMatch(/[٠-٩۰-۹]/);
    expect(ar).toContain("ديسمبر 2026");
    expect(ar).toContain("250 ضيفًا");
    expect(en).toContain("December 2026");
    expect(en).toContain("for 250 guests");
  });

  it("says the validity with the Arabic plural forms and the English singular", () => {
    expect(note(7).ar).toContain("ومدة الصلاحية 7 أيام.");
    expect(note(7).ar).not.toContain("7 يوم");
    expect(note(1).ar).toContain("ومدة الصلاحية يوم واحد.");
    expect(note(2).ar).toContain("ومدة الصلاحية يومان.");
    expect(note(14).ar).toContain("ومدة الصلاحية 14 يومًا.");
    expect(note(100).ar).toContain("ومدة الصلاحية 100 يوم.");
    expect(note(1).en).toContain("valid for 1 day.");
    expect(note(30).en).toContain("valid for 30 days.");
  });

  it("leaves no ICU syntax or placeholder in the text", () => {
    for (const text of [note(7, null).ar, note(7, null).en, note(3, 1).ar, note(3, 1).en]) expect(text).not.toMatch(/[{}#]/);
    expect(note(3, 1).ar).toContain("لعدد ضيف واحد");
    expect(note(3, 1).en).toContain("for 1 guest in");
  });
});
