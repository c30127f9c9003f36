import { describe, expect, it } from "vitest";
import { splitDeposit, splitReversal } from "./commission";

// Commission = booking total x rate, half-up to 3 dp (decimal.js ROUND_HALF_UP), capped at the deposit.

const split = (total: string, deposit: string, rate: string) => {
  const s = splitDeposit(total, deposit, rate);
  return [s.commission.toFixed(3), s.vendorShare.toFixed(3)];
};

describe("splitDeposit", () => {
  it("rounds an exact half of a fil up, where banker's rounding would round it down to the even fil", () => {
    // 10.010 x 0.05 = 0.5005: half-up 0.501, half-even 0.500.
    expect(split("10.010", "2.002", "0.0500")).toEqual(["0.501", "1.501"]);
    // 10.030 x 0.05 = 0.5015 -> 0.502 (both rules agree; still a half rounded up).
    expect(split("10.030", "2.006", "0.0500")).toEqual(["0.502", "1.504"]);
    // 33.333 x 0.0750 = 2.4999750 -> 2.500; 10.009 x 0.05 = 0.50045 -> 0.500 (below the half).
    expect(split("33.333", "6.667", "0.0750")).toEqual(["2.500", "4.167"]);
    expect(split("10.009", "2.002", "0.0500")).toEqual(["0.500", "1.502"]);
  });

  it("keeps the usual case exact: 5% of 1200.000 out of a 240.000 deposit", () => {
    expect(split("1200.000", "240.000", "0.0500")).toEqual(["60.000", "180.000"]);
  });

  it("caps the commission at the deposit paid (the vendor share is then zero, never negative)", () => {
    expect(split("1000.000", "10.000", "0.0500")).toEqual(["10.000", "0.000"]);
    expect(split("1000.000", "50.000", "0.0500")).toEqual(["50.000", "0.000"]);
  });
});

describe("splitReversal", () => {
  it("takes back commission in proportion to the refund, half-up, and the rest from the vendor share", () => {
    // 60.000 x 100 / 240 = 25.000
    const r = splitReversal("100.000", "240.000", "60.000");
    expect([r.commission.toFixed(3), r.vendorShare.toFixed(3)]).toEqual(["-25.000", "-75.000"]);
    // 0.501 x 1 / 2.002 = 0.25024975... -> 0.250; 0.501 x 1.001 / 2.002 = 0.2505 -> 0.251 (half up)
    const h = splitReversal("1.001", "2.002", "0.501");
    expect([h.commission.toFixed(3), h.vendorShare.toFixed(3)]).toEqual(["-0.251", "-0.750"]);
    const full = splitReversal("240.000", "240.000", "60.000");
    expect([full.commission.toFixed(3), full.vendorShare.toFixed(3)]).toEqual(["-60.000", "-180.000"]);
  });
});
