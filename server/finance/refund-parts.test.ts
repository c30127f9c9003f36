import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { toDecimal } from "@/server/core/money";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { bookingWithEntry, processRefund, statusOf } from "../test/finance";

// A payment refunded in parts (docs/finance.md "Ledger"): each reversal takes
// back commission in proportion, half-up, and the one that empties the
// deposit takes back exactly what is left, so nothing drifts by a fil.
// Deposit 240.000 of a 1200.000 booking, commission 60.000.

afterEach(resetClock);

describe("a payment refunded in five parts", () => {
  it("nets to exactly zero commission and zero vendor share; the revenue report shows zero commission for it", async () => {
    freezeClock("2033-04-04T09:00:00Z");
    const setup = await bookingWithEntry();
    // 60 x 0.002 / 240 = 0.0005: each small part rounds up to 0.001, which alone would overshoot by 0.002 in all.
    const parts = ["0.002", "0.002", "0.002", "0.002", "239.992"];
    const reversals = [];
    for (const part of parts) reversals.push(await processRefund(setup, part));
    expect(reversals.map((r) => r.commission.toFixed(3))).toEqual(["-0.001", "-0.001", "-0.001", "-0.001", "-59.996"]);

    const entries = await db.ledgerEntry.findMany({ where: { bookingId: setup.bookingId } });
    const sum = (k: "deposit" | "commission" | "vendorShare") => entries.reduce((s, e) => s.plus(toDecimal(e[k])), toDecimal(0)).toFixed(3);
    expect([sum("deposit"), sum("commission"), sum("vendorShare")]).toEqual(["0.000", "0.000", "0.000"]);
    // Unsettled and fully refunded: the deposit and every reversal are reversed (nothing paid out).
    for (const e of entries) expect(await statusOf(e.id)).toBe("reversed");

    const finance = await signedIn({ roles: ["admin_finance"] });
    const res = await call("/admin/reports/revenue", { headers: auth(finance.token), query: { from: "2033-04-04", to: "2033-04-04", group: "day" } });
    expect(res.status).toBe(200);
    expect(res.json.data.totals).toMatchObject({
      payments: { amount: "240.000" },
      refunds: { amount: "240.000" },
      net: { amount: "0.000" },
      commission: { amount: "0.000" },
    });
  });

  it("partial refunds in between stay proportional and the vendor share never goes below zero", async () => {
    const setup = await bookingWithEntry();
    const first = await processRefund(setup, "100.000");
    expect([first.commission.toFixed(3), first.vendorShare.toFixed(3)]).toEqual(["-25.000", "-75.000"]);
    const last = await processRefund(setup, "140.000");
    expect([last.commission.toFixed(3), last.vendorShare.toFixed(3)]).toEqual(["-35.000", "-105.000"]);
  });
});
