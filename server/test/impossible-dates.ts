import type { JsonSchema } from "./api-probe";

// Dates no caller may send: shared by the registry-driven test
// (server/api/impossible-dates.test.ts) and `npm run fuzz`. Imports no server
// module, so the fuzz script can load it before it sets up its database.

/** Month 00/13, day 00/32, a 31st of a 30-day month, Feb 30, a non-leap Feb 29, years out of bounds. */
export const IMPOSSIBLE_DATES = [
  "2026-13-01",
  "2026-00-10",
  "2026-01-00",
  "2026-01-32",
  "2026-04-31",
  "2026-02-30",
  "2027-02-29",
  "0001-01-01",
  "1999-12-31",
  "2101-01-01",
  "9999-12-31",
];

/** The same on date-times, plus hour 24, minute 60, an offset past ±14:00 and no zone at all. */
export const IMPOSSIBLE_DATE_TIMES = [
  "2026-13-01T10:00:00Z",
  "2026-00-10T10:00:00Z",
  "2026-02-30T10:00:00Z",
  "2027-02-29T10:00:00+03:00",
  "2026-01-01T24:00:00Z",
  "2026-01-01T10:60:00Z",
  "2026-01-01T10:00:00+25:00",
  "2026-01-01T10:00:00",
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
];

export type DateFormat = "date" | "date-time";

/** The date formats a field's schema accepts (through nullable/union wrappers): empty for other fields. */
export function dateFormatsOf(schema: JsonSchema): DateFormat[] {
  const members = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const formats = new Set(members.map((m) => m.format).filter((f): f is DateFormat => f === "date" || f === "date-time"));
  return [...formats].sort();
}

/** Impossible values for a field of these formats. */
export const impossibleValuesFor = (formats: DateFormat[]): string[] => [
  ...(formats.includes("date") ? IMPOSSIBLE_DATES : []),
  ...(formats.includes("date-time") ? IMPOSSIBLE_DATE_TIMES : []),
];
