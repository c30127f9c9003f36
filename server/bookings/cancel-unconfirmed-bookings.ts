import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notifyVendorMembers } from "../vendors/notify-members";
import { cancelForVendor } from "./decline-booking";
import { VENDOR_CONFIRM_HOURS } from "./vendor-booking";

// Vendor no-confirm (job `vendor-confirm-deadline`, every 15 minutes): a
// booking whose deposit was paid more than 48 h ago and that its vendor has
// not confirmed is cancelled, everything paid refunded automatically
// (system-initiated), the customer and the vendor's team told; the RFQ
// fallback follows on BookingCancelled. tryMove under the payment lock: a
// booking confirmed or cancelled meanwhile is skipped.

const NOTICE = {
  ar: "لم يؤكد المزوّد الحجز خلال 48 ساعة، وسيُعاد كل ما دفعته",
  en: "The vendor did not confirm the booking within 48 hours; everything you paid is refunded",
};
const TO_VENDOR = { ar: "لم يُؤكَّد الحجز خلال 48 ساعة من دفع العربون", en: "The booking was not confirmed within 48 hours of the deposit" };

export async function cancelUnconfirmedBookings(): Promise<number> {
  const cutoff = new Date(now().getTime() - VENDOR_CONFIRM_HOURS * 3600_000);
  const due = await db.booking.findMany({
    where: { status: "confirmed", vendorConfirmedAt: null, confirmedAt: { lte: cutoff } },
    orderBy: { confirmedAt: "asc" },
    take: 500,
  });
  let cancelled = 0;
  for (const booking of due) {
    await db.$transaction(async (tx) => {
      const done = await cancelForVendor(tx, booking, "vendor_no_confirm", {
        actor: { type: "system" },
        cancelledBy: "system",
        reason: "vendor_no_confirm",
        notice: NOTICE,
      });
      if (!done) return;
      cancelled++;
      await notifyVendorMembers(tx, booking.vendorId, {
        kind: "booking.cancelled",
        entity: { type: "booking", id: booking.id },
        params: { booking_ref: booking.reference, reason: TO_VENDOR },
      });
    });
  }
  return cancelled;
}
