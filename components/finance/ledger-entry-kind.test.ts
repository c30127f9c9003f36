import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { commissionBaseKey, entryKindKey } from "./ledger-entry-kind";

// The vendor's ledger lines say what they are: an order is not a "Deposit"
// and a tip is not "0% of the booking total".

const booking = { id: "b", reference: "BK-1" };
const order = { id: "o", reference: "OR-1" };

describe("ledger line kinds", () => {
  it("names a booking deposit, an order payment, a tip and a reversal", () => {
    expect(entryKindKey({ kind: "deposit", booking, order: null })).toBe("booking_deposit");
    expect(entryKindKey({ kind: "deposit", booking: null, order })).toBe("order_payment");
    expect(entryKindKey({ kind: "tip", booking: null, order: null })).toBe("tip");
    expect(entryKindKey({ kind: "reversal", booking: null, order })).toBe("reversal");
    expect(en.finance_portal.settlements.entryKind.order_payment).toBe("Order payment");
    expect(ar.finance_portal.settlements.entryKind.order_payment).not.toContain("عربون");
  });

  it("gives a tip no commission base and an order its order total", () => {
    expect(commissionBaseKey({ kind: "tip", booking: null, order: null })).toBe("noCommission");
    expect(commissionBaseKey({ kind: "deposit", booking: null, order })).toBe("commissionOfOrder");
    expect(commissionBaseKey({ kind: "deposit", booking, order: null })).toBe("commissionOf");
    expect(en.finance_portal.settlements.noCommission).not.toMatch(/%|booking total/);
    expect(en.finance_portal.settlements.commissionOfOrder).toContain("order total");
  });
});
