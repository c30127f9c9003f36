import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { catalogueMessages } from "@/i18n/catalogue-messages";
import { formatCompiled, translate } from "./i18n";

const catalogues = { ar: new Map(catalogueMessages("ar")), en: new Map(catalogueMessages("en")) };

describe("messages/<locale>.json", () => {
  it("has the same keys in Arabic and English", () => {
    expect([...catalogues.ar.keys()].sort()).toEqual([...catalogues.en.keys()].sort());
  });

  // The build compiles every message (next.config.ts): one that is not valid ICU (an unquoted `<` is a
  // tag) fails `next build`. Here it fails with its key.
  it.each(["ar", "en"] as const)("compiles every %s message as ICU", (locale) => {
    const broken = [...catalogues[locale]].filter(([, message]) => {
      try {
        compile(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });
});

// In the build the server meets the compiled messages (server/core/i18n.ts): they must read as the plain ones do.
describe("translate on compiled messages", () => {
  /** Messages with plain `{name}` placeholders and `<c>` tags only: the ones `translate`'s text path is for. */
  const plain = (locale: "ar" | "en") => [...catalogues[locale]].filter(([, message]) => !/[#']|, *(plural|select)/.test(message));

  it.each(["ar", "en"] as const)("formats every plain %s message as its text does", (locale) => {
    const differing = plain(locale).filter(([key, message]) => {
      const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 42 : `<${name}>`]));
      return formatCompiled(compile(message), locale, values) !== translate(locale, key, values);
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("leaves a value it was not given as {name} and a tag as written, and writes Latin digits in Arabic", () => {
    expect(formatCompiled(compile(en.api.validation.string_max), "en", {})).toBe("Must be at most {max} characters.");
    expect(formatCompiled(compile("Use <c>{field}</c> here."), "en", { field: "slug" })).toBe("Use <c>slug</c> here.");
    expect(formatCompiled(compile("{n, plural, one {# day} other {# days}}"), "ar", { n: 12 })).toBe("12 days");
  });
});
