import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { routing, type AppLocale } from "./routing";

export type LocaleParams = Promise<{ locale: string }>;

/**
 * Reads the `[locale]` route param, 404s on an unknown locale and enables
 * static rendering for it. Call at the top of every `[locale]` page and layout.
 */
export async function resolveLocaleParam(params: LocaleParams): Promise<AppLocale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
