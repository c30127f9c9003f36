import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { writeAudit } from "../core/audit";
import { formatAmount, money } from "../core/money";
import { emit } from "../core/outbox/outbox";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { branchLimit, rfqInBranches } from "../branches/scope";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import type { BookingView } from "./schemas";
import { loadBookingViews } from "./views";

// POST /vendor/bookings/{id}/balance-received: the platform collects only the
// deposit; the rest is paid to the vendor directly (docs/decisions.md
// "Booking balance"), and the vendor records that it arrived. Not a status
// move: the booking stays confirmed (or completed), the receipt is a fact on
// it. Allowed once the deposit is paid and the booking lives (confirmed, or
// completed: vendors often mark the day done before the cash is counted);
// otherwise 409 BOOKING_INVALID_STATE. Idempotent: a second call answers the
// booking as it is, with no second audit row, event or notice.

const OPEN_STATES = ["confirmed", "completed"] as const;

export async function markBalanceReceived(id: string, ctx: RequestContext): Promise<BookingView> {
  const vendorId = await currentVendorId(ctx, "booking.fulfil");
  const limit = await branchLimit(vendorId, ctx.userId);
  const booking = ULID_PATTERN.test(id)
    ? await db.booking.findFirst({
        where: { id, vendorId, ...rfqInBranches(vendorId, limit) },
        include: { vendor: { select: { nameAr: true, nameEn: true } } },
      })
    : null;
  if (!booking) throw notFound();
  await db.$transaction(async (tx) => {
    const at = now();
    // Conditional: a cancellation or a second click committed meanwhile leaves no row to change.
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, status: { in: [...OPEN_STATES] }, balanceReceivedAt: null },
      data: { balanceReceivedAt: at, balanceReceivedBy: ctx.userId },
    });
    if (count === 0) {
      const current = await tx.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { status: true, balanceReceivedAt: true } });
      if (current.balanceReceivedAt) return;
      throw new AppError("BOOKING_INVALID_STATE", {
        message: {
          en: `The balance of a ${current.status} booking cannot be marked received: only a confirmed or completed one.`,
          ar: `لا يمكن تسجيل استلام الباقي لحجز حالته ${current.status}: يُسجَّل فقط لحجز مؤكَّد أو مكتمل.`,
        },
      });
    }
    const balance = booking.total.minus(booking.amountPaid.greaterThan(booking.depositDue) ? booking.amountPaid : booking.depositDue);
    const amount = formatAmount(balance.isNegative() ? 0 : balance);
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "booking.balance_received",
      entityType: "booking",
      entityId: booking.id,
      diff: { balance: amount, status: booking.status },
      request: ctx,
    });
    await emit(tx, "BookingBalanceReceived", { bookingId: booking.id, vendorId, customerUserId: booking.customerUserId, amount });
    await notify(tx, {
      userId: booking.customerUserId,
      kind: "booking.balance_received",
      entity: { type: "booking", id: booking.id },
      params: { booking_ref: booking.reference, amount: money(amount), vendor_name: bilingual(booking.vendor.nameAr, booking.vendor.nameEn) },
    });
  });
  const [view] = await loadBookingViews({ id: booking.id }, ctx.locale, "vendor");
  return view;
}
