/**
 * When an operation (or, with `fields`, some of its fields) was deprecated and
 * when it stops answering (YYYY-MM-DD, UTC), and what replaces it (a path under
 * /api, or a URL). `fields` are dotted paths into the answer's `data` or the
 * body (`plan.team_size`); the document marks each one deprecated.
 */
export type Deprecation = { since: string; sunset: string; replacement?: string; fields?: string[] };

/** v2 runs beside v1 for at least this long before v1's operation goes (docs/api-contract.md). */
const MIN_NOTICE_MONTHS = 12;

/**
 * The headers every answer of a deprecated operation carries (docs/api-contract.md):
 * `Deprecation` as an RFC 9745 date (`@` and Unix seconds), `Sunset` as an
 * RFC 8594 HTTP date, and a `Link` to what replaces it (`successor-version`).
 */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const since = dayStart(deprecation.since);
  const sunset = dayStart(deprecation.sunset);
  const earliest = new Date(since);
  earliest.setUTCMonth(earliest.getUTCMonth() + MIN_NOTICE_MONTHS);
  if (sunset < earliest) throw new Error(`a deprecation gives at least ${MIN_NOTICE_MONTHS} months' notice: ${deprecation.since} to ${deprecation.sunset}`);
  const headers: Record<string, string> = { Deprecation: `@${since.getTime() / 1000}`, Sunset: sunset.toUTCString() };
  if (deprecation.replacement) headers.Link = `<${deprecation.replacement}>; rel="successor-version"`;
  return headers;
}

/** A declared date (YYYY-MM-DD) as the start of that day in UTC; a wrong one fails where it is declared (defineEndpoint). */
function dayStart(date: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) throw new Error(`deprecation date is not a YYYY-MM-DD day: ${date}`);
  return day;
}
