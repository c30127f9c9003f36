import { describe, expect, it } from "vitest";
import { kuwaitDay, kuwaitMonth, nextKuwaitMonthStart } from "./kuwait-time";

describe("Kuwait calendar", () => {
  it("puts 21:00 UTC on the last day of a month into the next Kuwait month (UTC+3)", () => {
    expect(kuwaitMonth(new Date("2026-11-30T20:59:59.999Z"))).toBe("2026-11");
    expect(kuwaitMonth(new Date("2026-11-30T21:00:00.000Z"))).toBe("2026-12");
  });

  it("starts the next month at 00:00 Kuwait time, across a year end", () => {
    expect(nextKuwaitMonthStart(new Date("2026-11-15T10:00:00Z")).toISOString()).toBe("2026-11-30T21:00:00.000Z");
    expect(nextKuwaitMonthStart(new Date("2026-12-31T20:00:00Z")).toISOString()).toBe("2026-12-31T21:00:00.000Z");
    expect(nextKuwaitMonthStart(new Date("2026-12-31T21:00:00Z")).toISOString()).toBe("2027-01-31T21:00:00.000Z");
  });

  it("gives the Kuwait day", () => {
    expect(kuwaitDay(new Date("2026-11-21T22:30:00Z")).toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(kuwaitDay(new Date("2026-11-21T20:30:00Z")).toISOString()).toBe("2026-11-21T00:00:00.000Z");
  });
});
