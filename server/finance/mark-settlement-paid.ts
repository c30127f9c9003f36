import { z } from "zod";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { money } from "../core/money";
import { notify } from "../notifications/notify";
import { settlementView } from "./views";

// POST /admin/settlements/{id}/mark-paid: Finance records the bank transfer
// of a settlement (once; a second time is 409). The vendor owner is told.

export const markPaidBody = z.strictObject({ payout_reference: z.string().trim().min(1).max(100) });

export async function markSettlementPaid(id: string, input: z.output<typeof markPaidBody>, ctx: RequestContext) {
  return db.$transaction(async (tx) => {
    const moved = await tx.settlement.updateMany({
      where: { id, status: "pending_payout" },
      data: { status: "paid", paidAt: now(), payoutReference: input.payout_reference },
    });
    const settlement = await tx.settlement.findUnique({ where: { id }, include: { run: { select: { runDate: true } } } });
    if (!settlement) throw notFound();
    if (moved.count === 0) throw new AppError("CONFLICT", { message: { en: "The settlement is already marked paid.", ar: "سُجّلت هذه التسوية مدفوعة من قبل." } });
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "settlement.paid",
      entityType: "settlement",
      entityId: id,
      diff: { status: ["pending_payout", "paid"], payout_reference: [null, input.payout_reference] },
      request: ctx,
    });
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: settlement.vendorId }, select: { ownerUserId: true } });
    await notify(tx, {
      userId: vendor.ownerUserId,
      kind: "settlement.paid",
      entity: { type: "settlement", id },
      params: { reference: settlement.reference, amount: money(settlement.netPayout), payout_reference: input.payout_reference },
    });
    const account = settlement.payoutAccountId ? await tx.payoutAccount.findUnique({ where: { id: settlement.payoutAccountId } }) : null;
    return settlementView(settlement, account);
  });
}
