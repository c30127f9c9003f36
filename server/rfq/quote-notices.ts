import type { Tx } from "../core/db/client";
import { money } from "../core/money";
import type { NotificationKind } from "../notifications/kinds";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { notifyVendorMembers } from "../vendors/notify-members";

// Notifications of the quote and negotiation moves. Params are stored once
// per inbox row and read in the reader's language of the moment, so the
// vendor's name is stored with both names and amounts as money
// ("1,200.000 KWD" / "1,200.000 د.ك" when read: server/notifications/params.ts).

type Named = { nameAr: string; nameEn: string };
/** The notice opens the RFQ (the customer's compare page, the vendor's copy), where the quote is shown. */
type QuoteNotice = { rfqId: string; rfqTitle: string; amount?: { toString(): string } | null };

/** Tells the RFQ's customer about a vendor's quote (received, revised, final offer, withdrawn). */
export async function notifyCustomerOfQuote(tx: Tx, customerUserId: string, vendor: Named, kind: NotificationKind, notice: QuoteNotice): Promise<void> {
  // The event's title tells two requests of one customer apart (same category, two events).
  const rfq = await tx.rfq.findUnique({ where: { id: notice.rfqId }, select: { event: { select: { title: true } } } });
  await notify(tx, {
    userId: customerUserId,
    kind,
    entity: { type: "rfq", id: notice.rfqId },
    params: {
      vendor_name: bilingual(vendor.nameAr, vendor.nameEn),
      rfq_title: notice.rfqTitle,
      ...(rfq ? { event_title: rfq.event.title } : {}),
      ...(notice.amount ? { amount: money(notice.amount) } : {}),
    },
  });
}

/** Tells every member of the vendor about the customer's counter or re-quote request. */
export async function notifyVendorOfNegotiation(tx: Tx, vendorId: string, customerName: string, kind: NotificationKind, notice: QuoteNotice): Promise<void> {
  await notifyVendorMembers(tx, vendorId, {
    kind,
    entity: { type: "rfq", id: notice.rfqId },
    params: { customer_name: customerName, rfq_title: notice.rfqTitle, ...(notice.amount ? { amount: money(notice.amount) } : {}) },
  });
}
