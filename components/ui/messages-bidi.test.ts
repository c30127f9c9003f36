import { describe, expect, it } from "vitest";
import { catalogueMessages } from "@/i18n/catalogue-messages";

// A web address or an example code written in the other direction inside a sentence is reordered
// by the bidi algorithm ("(https://…)" in an Arabic label reads "(…//:https)"): the catalogue
// isolates each one (LRI, RLI or FSI … PDI), as docs/route-walk.md describes.

/** The text outside isolated runs. */
const outsideIsolates = (text: string) => text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, " ");

describe("the message catalogue keeps other-direction runs isolated", () => {
  it("every http:// or https:// in an Arabic message is isolated", () => {
    const bare = catalogueMessages("ar").filter(([, text]) => /https?:\/\//.test(outsideIsolates(text)));
    expect(bare.map(([key]) => key)).toEqual([]);
    // Some messages do carry one, so the check above reads real text.
    expect(catalogueMessages("ar").filter(([, text]) => /\u2066https?:\/\//.test(text)).length).toBeGreaterThan(3);
  });

  it("every Arabic word in an English message is isolated", () => {
    // The language switch names Arabic in Arabic, the whole message, shown with lang="ar".
    const whollyArabic = new Set(["nav.switchLanguage"]);
    const bare = catalogueMessages("en").filter(([key, text]) => !whollyArabic.has(key) && /[\u0600-\u06FF]/.test(outsideIsolates(text)));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it("every isolate is closed", () => {
    for (const locale of ["ar", "en"] as const) {
      const open = catalogueMessages(locale).filter(([, text]) => (text.match(/[\u2066-\u2068]/g) ?? []).length !== (text.match(/\u2069/g) ?? []).length);
      expect(open.map(([key]) => `${locale}: ${key}`)).toEqual([]);
    }
  });
});
