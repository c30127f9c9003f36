import type { Locale } from "./i18n";

// Absolute links to the portal, for messages read outside it (email, SMS,
// push) and for callbacks (payment return pages, signed file links).

/** `path` on the portal's origin: APP_URL, or this server's own port. */
export function appUrl(path: string): string {
  const base = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return new URL(path, base).toString();
}

/** A portal page in the recipient's language (Arabic, the default, has no prefix): links in emails and SMS. */
export function portalUrl(locale: Locale, path: string): string {
  return appUrl(locale === "en" ? `/en${path}` : path);
}
