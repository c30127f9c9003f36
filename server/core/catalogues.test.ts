import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

/** Every message of a catalogue by its dotted key. */
function flatten(node: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const catalogues = { ar: flatten(ar), en: flatten(en) };

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
