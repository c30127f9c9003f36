import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { runSettlement } from "@/server/finance/run-settlement";
import { GOOD_IBAN, financeApi, statusOf } from "@/server/test/finance";
import { paidDeposit } from "@/server/test/payments";
import { signedIn } from "@/server/test/identity";
import { balanceOf, fundWallet } from "../test/wallet";
import { tipVendor } from "./tip-vendor";

// Tips: charged to the customer's wallet, added in full (no commission) to the
// vendor's pending settlement; a settled payout is never changed, a tip after
// it is paid by the next run. One tip per source.

const daysAgo = (n: number) => new Date(kuwaitDay(now()).getTime() - n * 86_400_000);

/** A vendor with a payout account (the paid deposit's), and a customer with 50.000 in the wallet. */
async function vendorAndCustomer() {
  const setup = await paidDeposit();
  const owner = setup.vendors[0].owner;
  expect((await financeApi(owner.token).putPayoutAccount({ holder_name: "Khaimat Bahar Co", iban: GOOD_IBAN })).status).toBe(200);
  const customer = await signedIn();
  await fundWallet(customer.id, "50.000");
  return { vendorId: setup.booking.vendorId, owner, customer };
}

const tip = (customerId: string, vendorId: string, amount: string, sourceId: string = randomUUID(), idempotencyKey: string = randomUUID()) =>
  tipVendor({ customerId, vendorId, sourceType: "order", sourceId, amount, idempotencyKey });

describe("tipVendor", () => {
  it("charges the wallet and adds the whole tip to the vendor's pending ledger, without commission", async () => {
    const { vendorId, owner, customer } = await vendorAndCustomer();
    const { tip: t, replayed } = await tip(customer.id, vendorId, "7.500");
    expect(replayed).toBe(false);
    expect(await balanceOf(customer.id)).toBe("42.500");
    const entry = await db.ledgerEntry.findUniqueOrThrow({ where: { id: t.ledgerEntryId } });
    expect(entry).toMatchObject({ kind: "tip", vendorId, bookingId: null, paymentId: null });
    expect([entry.deposit, entry.commission, entry.vendorShare].map((d) => d.toFixed(3))).toEqual(["7.500", "0.000", "7.500"]);
    expect(await statusOf(entry.id)).toBe("pending");
    const movement = await db.walletMovement.findUniqueOrThrow({ where: { id: t.movementId } });
    expect(movement).toMatchObject({ kind: "tip", referenceType: "tip", referenceId: t.id });
    // The vendor sees it in its ledger, as a tip without a booking.
    const ledger = await financeApi(owner.token).ledger(vendorId);
    expect(ledger.json.data).toContainEqual(
      expect.objectContaining({
        kind: "tip",
        booking: null,
        commission: { amount: "0.000", currency: "KWD" },
        vendor_share: { amount: "7.500", currency: "KWD" },
      }),
    );
  }, 120_000); // the first test of the file also warms the module graph up

  it("one tip per source: the same key gives back the first, another is 409; the wallet is charged once", async () => {
    const { vendorId, customer } = await vendorAndCustomer();
    const source = randomUUID();
    const first = await tip(customer.id, vendorId, "5.000", source, "key-a");
    const again = await tip(customer.id, vendorId, "5.000", source, "key-a");
    expect(again).toEqual({ tip: first.tip, replayed: true });
    await expect(tip(customer.id, vendorId, "5.000", source, "key-b")).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await balanceOf(customer.id)).toBe("45.000");
    expect(await db.tip.count({ where: { sourceId: source } })).toBe(1);
    expect(await db.ledgerEntry.count({ where: { vendorId, kind: "tip" } })).toBe(1);
  });

  it("a tip above the balance or not positive changes nothing", async () => {
    const { vendorId, customer } = await vendorAndCustomer();
    await expect(tip(customer.id, vendorId, "50.001")).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(tip(customer.id, vendorId, "0.000")).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(tip(customer.id, vendorId, "1.5")).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await balanceOf(customer.id)).toBe("50.000");
    expect(await db.tip.count({ where: { customerUserId: customer.id } })).toBe(0);
    expect(await db.ledgerEntry.count({ where: { vendorId, kind: "tip" } })).toBe(0);
  });

  it("a settled payout is never adjusted: a tip given after it lands in the next settlement", async () => {
    const { vendorId, customer } = await vendorAndCustomer();
    const before = await tip(customer.id, vendorId, "4.000");
    const { run: first } = await runSettlement({ date: daysAgo(20), startedBy: null });
    const settled = await db.settlement.findFirstOrThrow({ where: { runId: first.id, vendorId } });
    expect(await statusOf(before.tip.ledgerEntryId)).toBe("settled");
    const snapshot = {
      net: settled.netPayout.toFixed(3),
      gross: settled.grossDeposits.toFixed(3),
      commission: settled.commission.toFixed(3),
      count: settled.entryCount,
    };
    expect(snapshot).toEqual({ net: "4.000", gross: "4.000", commission: "0.000", count: 1 });

    const after = await tip(customer.id, vendorId, "6.000");
    expect(await statusOf(after.tip.ledgerEntryId)).toBe("pending");
    const unchanged = await db.settlement.findUniqueOrThrow({ where: { id: settled.id } });
    expect({
      net: unchanged.netPayout.toFixed(3),
      gross: unchanged.grossDeposits.toFixed(3),
      commission: unchanged.commission.toFixed(3),
      count: unchanged.entryCount,
    }).toEqual(snapshot);

    const { run: next } = await runSettlement({ date: daysAgo(19), startedBy: null });
    const nextSettlement = await db.settlement.findFirstOrThrow({ where: { runId: next.id, vendorId } });
    expect(nextSettlement.netPayout.toFixed(3)).toBe("6.000");
    expect(await statusOf(after.tip.ledgerEntryId)).toBe("settled");
  });
});
