import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { LIVE_QUOTE_STATES, quoteMachine } from "./state-machine";
import { settleRfq } from "./reject-quote";

// VendorSuspended -> the vendor's live quotes become void and each customer
// is told (quote.voided); an RFQ left without a live quote is settled like
// after a rejection (reject-quote.ts). At least once: quotes already void are skipped.

export async function voidVendorQuotes(vendorId: string): Promise<number> {
  const vendor = await db.vendor.findUnique({ where: { id: vendorId }, select: { nameAr: true, nameEn: true } });
  if (!vendor) return 0;
  const live = await db.quote.findMany({
    where: { vendorId, status: { in: [...LIVE_QUOTE_STATES] } },
    select: { id: true, status: true, rfqId: true, rfq: { select: { title: true, customerUserId: true } } },
  });
  let voided = 0;
  for (const quote of live) {
    await db.$transaction(async (tx) => {
      const at = now();
      const actor = { type: "system" as const };
      const moved = await quoteMachine.tryMove(tx, quote, "void", {
        data: { closedAt: at },
        audit: { actor, action: "quote.voided", diff: { cause: "vendor_suspended" } },
      });
      if (!moved) return;
      voided++;
      await notify(tx, {
        userId: quote.rfq.customerUserId,
        kind: "quote.voided",
        entity: { type: "rfq", id: quote.rfqId },
        params: { vendor_name: bilingual(vendor.nameAr, vendor.nameEn), rfq_title: quote.rfq.title },
      });
      await settleRfq(tx, quote.rfqId, "void", actor, at);
    });
  }
  return voided;
}
