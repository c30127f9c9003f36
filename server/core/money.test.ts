import { describe, expect, it } from "vitest";
import { amountString, formatAmount, money, percentOf, round, sum } from "@/server/core/money";

describe("money", () => {
  it("formats KWD with exactly 3 decimals as a string", () => {
    expect(money("12.5")).toEqual({ amount: "12.500", currency: "KWD" });
    expect(money(0)).toEqual({ amount: "0.000", currency: "KWD" });
    expect(formatAmount("999999.999")).toBe("999999.999");
  });

  it("rounds half-up at the third decimal, never through floats", () => {
    expect(round("0.0005").toFixed(3)).toBe("0.001");
    expect(round("2.0004").toFixed(3)).toBe("2.000");
    expect(sum(["0.1", "0.2"]).toFixed(3)).toBe("0.300");
    // 5% commission of 1234.567 = 61.72835 -> 61.728
    expect(percentOf("1234.567", 5).toFixed(3)).toBe("61.728");
    // 20% deposit of 100.003 = 20.0006 -> 20.001
    expect(percentOf("100.003", 20).toFixed(3)).toBe("20.001");
  });

  it("accepts request amounts only as strings with 3 decimals", () => {
    expect(amountString.safeParse("12.500").success).toBe(true);
    for (const bad of ["12.5", "12", "-1.000", "1e3", "12.5000", "1234567890.000"]) expect(amountString.safeParse(bad).success).toBe(false);
    expect(amountString.safeParse(12.5).success).toBe(false);
  });
});
