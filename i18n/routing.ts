import { defineRouting } from "next-intl/routing";

/**
 * Locale routing for the web portals.
 * - `ar` is the default and has no prefix (`/`, `/search`).
 * - `en` is always prefixed (`/en`, `/en/search`).
 * Locale detection is off so a URL always means the same language:
 * the user changes language with the switch in the header.
 */
export const routing = defineRouting({
  locales: ["ar", "en"],
  defaultLocale: "ar",
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];

const rtlLocales: ReadonlySet<AppLocale> = new Set(["ar"]);

export function localeDirection(locale: AppLocale): "rtl" | "ltr" {
  return rtlLocales.has(locale) ? "rtl" : "ltr";
}
