// Where to go after signing in: the `next` query parameter when it is a path
// on this site (pages that send visitors to sign in set it, e.g. the favorite
// button), else the account. Another origin ("//evil.example", "\\evil") is
// never followed. Read at submit time, so the page needs no search-params hook.
export function returnPath(fallback = "/account"): string {
  const next = new URLSearchParams(window.location.search).get("next");
  return next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : fallback;
}
