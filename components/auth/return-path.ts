import { getPathname } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";

// Where to go after signing in: the `next` query parameter when it is a path
// on this site (pages that send visitors to sign in set it: the area layouts,
// the favorite button), else /login/continue, which sends each person to
// where they work (admin area, vendor dashboard or account). Another origin
// ("//evil.example", "\\evil") is never followed. Read at submit time, so the
// page needs no search-params hook.
export function returnPath(fallback = "/login/continue"): string {
  return safeNext() ?? fallback;
}

function safeNext(): string | null {
  const next = new URLSearchParams(window.location.search).get("next");
  return next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : null;
}

/** `/login` or `/register` keeping this page's `next`, so switching between them does not lose where the person was going. */
export function keepingNext(pathname: "/login" | "/register"): { pathname: "/login" | "/register"; query?: { next: string } } {
  const next = safeNext();
  return next ? { pathname, query: { next } } : { pathname };
}

/**
 * Opens the return path as a full page load: the header and every
 * server-rendered part then show the signed-in person (a client-side
 * navigation would keep the visitor's header), and nothing cached for the
 * visitor survives.
 */
export function openAfterSignIn(locale: AppLocale): void {
  window.location.assign(getPathname({ href: returnPath(), locale }));
}
