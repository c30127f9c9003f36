// The slug's format (the server's, server/vendors/schemas.ts SLUG_PATTERN) and
// a suggestion for it; the profile's other checks are ./profile-schemas.ts.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL-safe slug suggestion from an English business name. */
export function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}
