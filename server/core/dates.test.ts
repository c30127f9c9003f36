import { describe, expect, it } from "vitest";
import { z } from "zod";
import { calendarDate, dateOrDateTime, isoDateTime } from "./dates";

// server/core imports no other server module: its own list (server/test/impossible-dates.ts has the registry test's).
const IMPOSSIBLE_DATES = [
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
const IMPOSSIBLE_DATE_TIMES = [
  "2026-13-01T10:00:00Z",
  "2026-02-30T10:00:00Z",
  "2026-01-01T24:00:00Z",
  "2026-01-01T10:60:00Z",
  "2026-01-01T10:00:00+25:00",
  "2026-01-01T10:00:00",
  "0001-01-01T00:00:00Z",
];

describe("the shared date parser", () => {
  it("takes real calendar days from 2000-01-01 to 2100-12-31, leap days included", () => {
    for (const day of ["2000-01-01", "2026-01-31", "2026-04-30", "2028-02-29", "2000-02-29", "2100-12-31"])
      expect(calendarDate.safeParse(day).success, day).toBe(true);
  });

  it("refuses impossible days, other shapes and years out of bounds, with validation.date_format", () => {
    for (const day of [...IMPOSSIBLE_DATES, "2100-02-29", "2026-1-01", "20260101", " 2026-01-01", "2026-01-01T00:00:00Z", ""]) {
      const result = calendarDate.safeParse(day);
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0].message).toBe("validation.date_format");
    }
  });

  it("takes ISO 8601 date-times with a zone and refuses impossible ones with validation.datetime_format", () => {
    for (const at of ["2026-01-31T12:00Z", "2026-01-31T12:00:00Z", "2026-01-31T23:59:59.999+03:00", "2028-02-29T00:00:00-05:30"])
      expect(isoDateTime.safeParse(at).success, at).toBe(true);
    for (const at of [...IMPOSSIBLE_DATE_TIMES, "2026-01-31", "2026-01-31 12:00:00Z"]) {
      const result = isoDateTime.safeParse(at);
      expect(result.success, at).toBe(false);
      expect(result.error?.issues[0].message).toBe("validation.datetime_format");
    }
  });

  it("a date-or-date-time takes either shape", () => {
    expect(dateOrDateTime.safeParse("2026-01-31").success).toBe(true);
    expect(dateOrDateTime.safeParse("2026-01-31T12:00:00Z").success).toBe(true);
    expect(dateOrDateTime.safeParse("2026-02-30").success).toBe(false);
  });

  it("describes itself to OpenAPI as format date / date-time", () => {
    expect(z.toJSONSchema(calendarDate)).toMatchObject({ type: "string", format: "date" });
    expect(z.toJSONSchema(isoDateTime)).toMatchObject({ type: "string", format: "date-time" });
  });
});
