import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A web address or an example code written in the other direction inside a sentence is reordered
// by the bidi algorithm ("(https://…)" in an Arabic label reads "(…//:https)"): the catalogue
// isolates each one (LRI, RLI or FSI … PDI), as docs/route-walk.md describes.

type Catalogue = { [key: string]: string | Catalogue };

function sentences(locale: "ar" | "en"): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") out.push([`${prefix}${key}`, value]);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(readFileSync(path.resolve(`messages/${locale}.json`), "utf8")) as Catalogue, "");
  return out;
}

/** The text outside isolated runs. */
const outsideIsolates = (text: string) => text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, " ");

describe("the message catalogue keeps other-direction runs isolated", () => {
  it("every http:// or https:// in an Arabic message is isolated", () => {
    const bare = sentences("ar").filter(([, text]) => /https?:\/\//.test(outsideIsolates(text)));
    expect(bare.map(([key]) => key)).toEqual([]);
    // Some messages do carry one, so the check above reads real text.
    expect(sentences("ar").filter(([, text]) => /\u2066https?:\/\//.test(text)).length).toBeGreaterThan(3);
  });

  it("every Arabic word in an English message is isolated", () => {
    // The language switch names Arabic in Arabic, the whole message, shown with lang="ar".
    const whollyArabic = new Set(["nav.switchLanguage"]);
    const bare = sentences("en").filter(([key, text]) => !whollyArabic.has(key) && /[\u0600-\u06FF]/.test(outsideIsolates(text)));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it("every isolate is closed", () => {
    for (const locale of ["ar", "en"] as const) {
      const open = sentences(locale).filter(([, text]) => (text.match(/[\u2066-\u2068]/g) ?? []).length !== (text.match(/\u2069/g) ?? []).length);
      expect(open.map(([key]) => `${locale}: ${key}`)).toEqual([]);
    }
  });
});
