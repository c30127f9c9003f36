// What a ledger line is, said on the line (docs/finance.md "Ledger lines"): a
// booking's deposit, a direct order's payment (an order has no deposit: it is
// paid in full), a tip (no commission, so no "0% of the booking total") or
// the reversal of a refund. The amount column is "Paid" for all of them.

type EntryShape = { kind: "deposit" | "reversal" | "tip"; booking: unknown; order: unknown };

export type EntryKindKey = "booking_deposit" | "order_payment" | "tip" | "reversal";

export function entryKindKey(e: EntryShape): EntryKindKey {
  if (e.kind === "tip") return "tip";
  if (e.kind === "reversal") return "reversal";
  return e.order && !e.booking ? "order_payment" : "booking_deposit";
}

/** The message key of the commission's base under the amount, or null for a tip (no commission is taken). */
export function commissionBaseKey(e: EntryShape): "commissionOf" | "commissionOfOrder" | "noCommission" {
  if (e.kind === "tip") return "noCommission";
  return e.order && !e.booking ? "commissionOfOrder" : "commissionOf";
}
