import format, { type CompiledMessage } from "icu-minify/format";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

export const LOCALES = ["ar", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ar";

const catalogues: Record<Locale, unknown> = { ar, en };

/** Picks `ar` or `en` from an Accept-Language header by q-value; `ar` when nothing matches. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) if ((LOCALES as readonly string[]).includes(r.lang)) return r.lang as Locale;
  return DEFAULT_LOCALE;
}

/** A message: its text, or in the Next.js build its compiled form (an array; next.config.ts precompiles the catalogues). */
function lookup(locale: Locale, key: string): string | unknown[] | undefined {
  let node: unknown = catalogues[locale];
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" || Array.isArray(node) ? node : undefined;
}

/** Server-side message lookup in messages/<locale>.json with `{name}` placeholders. */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string | undefined {
  const message = lookup(locale, key) ?? lookup(DEFAULT_LOCALE, key);
  if (typeof message === "string") return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  return message === undefined ? undefined : formatCompiled(message as CompiledMessage, locale, values);
}

const FORMATTERS = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};
/** The Intl tags of numbers in text the server writes: Latin digits in both languages (server/core/locale-format.ts). */
export const NUMBER_TAGS: Record<Locale, string> = { ar: "ar-KW-u-nu-latn", en: "en-KW" };

/**
 * A message in its compiled form (the build's catalogues) with `values`, read as `translate` reads a plain one:
 * a value it was not given stays `{name}` and a tag it has no function for stays `<c>…</c>` (the API document
 * turns those into Markdown, server/api/openapi-tags.ts).
 */
export function formatCompiled(message: CompiledMessage, locale: Locale, values: Record<string, string | number>): string {
  const asWritten = (name: string) => Object.assign((chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`, { toString: () => `{${name}}` });
  const withGaps = new Proxy(values, {
    has: () => true,
    get: (given, name) => (typeof name === "string" && !(name in given) ? asWritten(name) : Reflect.get(given, name)),
  });
  const formatted = format(message, NUMBER_TAGS[locale], withGaps, { formatters: FORMATTERS });
  return Array.isArray(formatted) ? formatted.join("") : String(formatted);
}

/** Bilingual entities: the resolved `name` in the requested language. */
export function localized(locale: Locale, ar: string, en: string): string {
  return locale === "en" ? en : ar;
}
