import { z } from "zod";
import type { LedgerEntry, PayoutAccount, Settlement } from "../core/db/generated/client";
import { money, moneySchema } from "../core/money";
import { maskIban } from "./iban";

// Ledger and settlement views (docs/finance.md "Ledger, payout account, settlements").

export const ledgerEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(["deposit", "reversal", "tip"]),
    booking: z
      .object({ id: z.string(), reference: z.string() })
      .nullable()
      .meta({ description: "Null on a tip (a gratuity paid from a customer's wallet: no commission) and on a direct order's entry." }),
    order: z
      .object({ id: z.string(), reference: z.string() })
      .nullable()
      .meta({ description: "The direct order whose payment this is (or whose refund it reverses); null otherwise." }),
    booking_total: moneySchema.meta({
      description: "The booking's (or direct order's) total: the base `commission_rate` applies to (the commission is taken out of the deposit).",
    }),
    deposit: moneySchema,
    commission: moneySchema,
    vendor_share: moneySchema,
    commission_rate: z.string().meta({ example: "0.0500" }),
    status: z.enum(["pending", "settled", "frozen", "reversed"]),
    settlement_id: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "LedgerEntry" });

/** `reference`: the entry's booking's or order's reference ("" for a tip). */
export function ledgerEntryView(e: LedgerEntry, status: string, settlementId: string | null, reference: string) {
  return {
    id: e.id,
    kind: e.kind,
    booking: e.bookingId ? { id: e.bookingId, reference } : null,
    order: e.orderId ? { id: e.orderId, reference } : null,
    booking_total: money(e.bookingTotal),
    deposit: money(e.deposit),
    commission: money(e.commission),
    vendor_share: money(e.vendorShare),
    commission_rate: e.commissionRate.toFixed(4),
    status,
    settlement_id: settlementId,
    created_at: e.createdAt.toISOString(),
  };
}

export const settlementSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    run_date: z.string(),
    entry_count: z.number().int(),
    gross_deposits: moneySchema,
    commission: moneySchema,
    net_payout: moneySchema,
    status: z.enum(["pending_payout", "paid"]),
    payout_reference: z.string().nullable(),
    paid_at: z.string().nullable(),
    payout_account: z.object({ holder_name: z.string(), iban_masked: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Settlement" });

export function settlementView(s: Settlement & { run: { runDate: Date } }, account: PayoutAccount | null) {
  return {
    id: s.id,
    reference: s.reference,
    run_date: s.run.runDate.toISOString().slice(0, 10),
    entry_count: s.entryCount,
    gross_deposits: money(s.grossDeposits),
    commission: money(s.commission),
    net_payout: money(s.netPayout),
    status: s.status as "pending_payout" | "paid",
    payout_reference: s.payoutReference,
    paid_at: s.paidAt?.toISOString() ?? null,
    payout_account: account ? { holder_name: account.holderName, iban_masked: maskIban(account.iban) } : null,
    created_at: s.createdAt.toISOString(),
  };
}
