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

const isSafePath = (next: string | null): next is string => !!next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\");

function safeNext(): string | null {
  const next = new URLSearchParams(window.location.search).get("next");
  return isSafePath(next) ? next : null;
}

// Registration signs nobody in: the emailed link does, in a page opened from
// the mail. Where the person was going is kept in this browser meanwhile.
const PENDING_NEXT = "auth.next-after-verify";

/** Keeps this page's `next` (or forgets an older one) for the verification link's page. */
export function rememberNextForVerification(): void {
  const next = safeNext();
  if (next) window.localStorage.setItem(PENDING_NEXT, next);
  else window.localStorage.removeItem(PENDING_NEXT);
}

/** After the link signed the person in: where registration was headed, else the usual return path. */
export function openAfterVerification(locale: AppLocale): void {
  const kept = window.localStorage.getItem(PENDING_NEXT);
  window.localStorage.removeItem(PENDING_NEXT);
  window.location.assign(getPathname({ href: isSafePath(kept) ? kept : returnPath(), locale }));
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
