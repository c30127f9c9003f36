import { describe, expect, it } from "vitest";
import { formatAverage, formatMonth } from "./format";

describe("review formats", () => {
  it("names the event's month and year in both languages, with Latin digits", () => {
    expect(formatMonth("2026-10", "en")).toBe("October 2026");
    expect(formatMonth("2026-10", "ar")).toMatch(/^أكتوبر 2026$/);
    expect(formatMonth(null, "en")).toBeNull();
    expect(formatMonth("soon", "en")).toBeNull();
  });

  it("shows averages to one decimal", () => {
    expect(formatAverage("4.25", "en")).toBe("4.3");
    expect(formatAverage("4", "ar")).toBe("4.0");
    expect(formatAverage(4.04, "en")).toBe("4.0");
  });
});
