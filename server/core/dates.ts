import { isValid, parse, parseISO } from "date-fns";
import { z } from "zod";

// The one parser of every date and date-time the API takes (bodies, queries,
// admin runs). `new Date("2026-13-01")` is an Invalid Date whose toISOString()
// throws (a 500), and `new Date("2026-02-30")` rolls over to March 2: here the
// shape is checked first, then date-fns checks the calendar (month 01-12, the
// month's own last day, leap years), then the year bounds (docs/decisions.md
// "Date inputs"). Refusals are 422 VALIDATION_FAILED with `validation.date_format`
// (or `datetime_format`, `date_or_datetime_format`) in the caller's language.

/** Years a date input may name; rules of a field (today or later, not future...) narrow it further. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const DATE_SHAPE = /^(\d{4})-\d{2}-\d{2}$/;
// Hours 00-23 (date-fns would take 24:00 as the next day), an explicit zone.
const DATE_TIME_SHAPE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** `YYYY-MM-DD` naming a real calendar day between MIN_YEAR and MAX_YEAR. */
export function isCalendarDate(value: string): boolean {
  const shape = DATE_SHAPE.exec(value);
  if (!shape) return false;
  const year = Number(shape[1]);
  return year >= MIN_YEAR && year <= MAX_YEAR && isValid(parse(value, "yyyy-MM-dd", new Date(0)));
}

/** ISO 8601 date-time with a zone (`Z` or `±HH:MM`) on a real calendar day between MIN_YEAR and MAX_YEAR. */
export function isIsoDateTime(value: string): boolean {
  const shape = DATE_TIME_SHAPE.exec(value);
  return !!shape && isCalendarDate(shape[1]) && isValid(parseISO(value));
}

const dateWith = (message: string) => z.stringFormat("date", isCalendarDate, { message });
const dateTimeWith = (message: string) => z.stringFormat("date-time", isIsoDateTime, { message });

/** A calendar day, `YYYY-MM-DD` (OpenAPI `format: date`); the output is the same string. */
export const calendarDate = dateWith("validation.date_format").meta({ description: "YYYY-MM-DD." });

/** An instant, ISO 8601 with a zone (OpenAPI `format: date-time`); the output is the same string. */
export const isoDateTime = dateTimeWith("validation.datetime_format").meta({ description: "ISO 8601 date-time with Z or an offset." });

/** Either of the two (a filter bound: a date means the whole day); one message for both shapes. */
export const dateOrDateTime = z.union([dateWith("validation.date_or_datetime_format"), dateTimeWith("validation.date_or_datetime_format")]);

/** UTC midnight of a day `calendarDate` accepted (for `@db.Date` columns and day arithmetic). */
export const utcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
