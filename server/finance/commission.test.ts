import { describe, expect, it } from "vitest";
import { toDecimal } from "@/server/core/money";
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
    const r = splitReversal("100.000", { deposit: "240.000", commission: "60.000" });
    expect([r.commission.toFixed(3), r.vendorShare.toFixed(3)]).toEqual(["-25.000", "-75.000"]);
    // 0.501 x 1 / 2.002 = 0.25024975... -> 0.250; 0.501 x 1.001 / 2.002 = 0.2505 -> 0.251 (half up)
    const h = splitReversal("1.001", { deposit: "2.002", commission: "0.501" });
    expect([h.commission.toFixed(3), h.vendorShare.toFixed(3)]).toEqual(["-0.251", "-0.750"]);
    const full = splitReversal("240.000", { deposit: "240.000", commission: "60.000" });
    expect([full.commission.toFixed(3), full.vendorShare.toFixed(3)]).toEqual(["-60.000", "-180.000"]);
  });
});

describe("a booking's commission taken from its deposit parts", () => {
  it("is computed once on the booking: each part takes what is left of it, capped at its own amount", () => {
    // 5% of 1000.000 = 50.000, deposit 200.000 paid as 0.001 + 30.000 + 169.999.
    const parts = ["0.001", "30.000", "169.999"];
    let taken = "0";
    const splits = parts.map((part) => {
      const s = splitDeposit("1000.000", part, "0.0500", taken);
      taken = s.commission.plus(taken).toFixed(3);
      return [s.commission.toFixed(3), s.vendorShare.toFixed(3)];
    });
    expect(splits).toEqual([
      ["0.001", "0.000"],
      ["30.000", "0.000"],
      ["19.999", "150.000"],
    ]);
    expect(taken).toBe("50.000");
    // A part after the commission is covered takes none.
    expect(split2("1000.000", "10.000", "0.0500", "50.000")).toEqual(["0.000", "10.000"]);
  });
});

const split2 = (total: string, deposit: string, rate: string, taken: string) => {
  const s = splitDeposit(total, deposit, rate, taken);
  return [s.commission.toFixed(3), s.vendorShare.toFixed(3)];
};

describe("reversals of one payment refunded in parts", () => {
  it("five parts net to exactly zero commission and vendor share (each part alone would round 0.0002 up)", () => {
    // 0.001 commission on a 5.000 deposit: proportional shares of 0.0002 round to 0.000 and never reach it; the last takes what is left.
    const entry = { deposit: "5.000", commission: "0.001" };
    const left = { deposit: toDecimal(entry.deposit), commission: toDecimal(entry.commission) };
    for (let i = 0; i < 5; i++) {
      const r = splitReversal("1.000", entry, left);
      left.deposit = left.deposit.minus("1.000");
      left.commission = left.commission.plus(r.commission);
      expect(r.commission.lte(0) && r.vendorShare.lte(0)).toBe(true);
    }
    expect([left.deposit.toFixed(3), left.commission.toFixed(3)]).toEqual(["0.000", "0.000"]);
  });

  it("half-up parts that would overshoot stop at what is left (commission 0.003 over 5 x 0.200 refunds of 1.000)", () => {
    const entry = { deposit: "1.000", commission: "0.003" };
    const left = { deposit: toDecimal("1.000"), commission: toDecimal("0.003") };
    const taken: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = splitReversal("0.200", entry, left);
      left.deposit = left.deposit.minus("0.200");
      left.commission = left.commission.plus(r.commission);
      taken.push(r.commission.toFixed(3));
    }
    // 0.003 x 0.2 = 0.0006 -> 0.001 each: three take it, the rest find none left.
    expect(taken).toEqual(["-0.001", "-0.001", "-0.001", "0.000", "0.000"]);
    expect(left.commission.toFixed(3)).toBe("0.000");
  });
});
