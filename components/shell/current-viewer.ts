import { headers } from "next/headers";
import { cache } from "react";
import type { AppLocale } from "@/i18n/routing";
import { hasSessionMarker, viewerOfRequest, type Viewer } from "@/server/identity/sessions/viewer";

/**
 * The page request's viewer, read once per request (the root layout and an
 * area layout share it), plus whether a session could be renewed and the
 * address the browser asked for (proxy.ts sets x-url), without the locale prefix.
 */
export const currentViewer = cache(async (locale: AppLocale): Promise<{ viewer: Viewer | null; renewable: boolean; path: string }> => {
  const incoming = await headers();
  const viewer = await viewerOfRequest(incoming, locale);
  return { viewer, renewable: !viewer && hasSessionMarker(incoming), path: unprefixed(incoming.get("x-url") ?? "/", locale) };
});

function unprefixed(url: string, locale: AppLocale): string {
  const prefix = `/${locale}`;
  if (url === prefix) return "/";
  if (url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
  if (url.startsWith(`${prefix}?`)) return `/${url.slice(prefix.length)}`;
  return url;
}
