import { describe, expect, it } from "vitest";
import { fromFils, percentOf, toFils } from "./money";

describe("amounts in fils (quote editor totals, deposit before accepting)", () => {
  it("reads the API's amount strings exactly and writes them back with 3 decimals", () => {
    expect(toFils("1500")).toBe(1_500_000);
    expect(toFils("2.5")).toBe(2_500);
    expect(toFils("0.001")).toBe(1);
    expect(toFils("1.2345")).toBeNull();
    expect(toFils("abc")).toBeNull();
    expect(fromFils(1_900_000)).toBe("1900.000");
    expect(fromFils(5)).toBe("0.005");
  });

  it("adds line items without floating-point drift", () => {
    const lines = [toFils("0.100")! * 3, toFils("0.200")! * 1];
    expect(fromFils(lines.reduce((a, b) => a + b, 0))).toBe("0.500");
  });

  it("takes the 20% deposit rounded half-up to the fils", () => {
    expect(percentOf({ amount: "1900.000", currency: "KWD" }, 20)).toEqual({ amount: "380.000", currency: "KWD" });
    expect(percentOf({ amount: "0.013", currency: "KWD" }, 20)).toEqual({ amount: "0.003", currency: "KWD" });
    expect(percentOf({ amount: "0.012", currency: "KWD" }, 20)).toEqual({ amount: "0.002", currency: "KWD" });
  });
});
