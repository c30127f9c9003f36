/** When an operation was deprecated and when it stops answering (YYYY-MM-DD, UTC), and what replaces it (a path under /api, or a URL). */
export type Deprecation = { since: string; sunset: string; replacement?: string };

/**
 * The headers every answer of a deprecated operation carries (docs/api-contract.md):
 * `Deprecation` as an RFC 9745 date (`@` and Unix seconds), `Sunset` as an
 * RFC 8594 HTTP date, and a `Link` to what replaces it (`successor-version`).
 */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const headers: Record<string, string> = {
    Deprecation: `@${Math.floor(dayStart(deprecation.since).getTime() / 1000)}`,
    Sunset: dayStart(deprecation.sunset).toUTCString(),
  };
  if (deprecation.replacement) headers.Link = `<${deprecation.replacement}>; rel="successor-version"`;
  return headers;
}

/** A declared date (YYYY-MM-DD) as the start of that day in UTC; a wrong one fails where it is declared (defineEndpoint). */
function dayStart(date: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) throw new Error(`deprecation date is not a YYYY-MM-DD day: ${date}`);
  return day;
}
