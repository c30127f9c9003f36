import type { Actor } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Quote, Rfq } from "../core/db/generated/client";
import { kuwaitDay } from "../core/kuwait-time";
import type { DomainEvents } from "../core/outbox/events";
import { notify } from "../notifications/notify";
import { notifyVendorMembers } from "../vendors/notify-members";
import { quoteMachine, rfqMachine, type RfqMove } from "./state-machine";
import { lockedRfq } from "./submit-quote";

// Fallback after a cancelled booking (BookingCancelled, any cause; docs/decisions.md
// "Fallback after a cancelled booking"). In one transaction under the RFQ row
// lock: the booking's quote leaves `accepted` for `void` (never acceptable
// again); that move is the "already processed" mark, so a redelivered event
// finds nothing to do. While the event is still planned and its needed-by
// day has not passed, the RFQ opens again: `quoted` when a not_selected
// sibling is still valid (those are `submitted` again, their vendors told;
// siblings past validity become `expired`, open to a re-quote request),
// `pending` without one while the RFQ's expires_at has not passed (vendors
// may still quote), otherwise `expired`. The customer is told either way.

const SYSTEM: Actor = { type: "system" };

type Plan = { move: RfqMove; reopen: Quote[]; lapse: Quote[] };

async function planFor(tx: Tx, rfq: Rfq, at: Date): Promise<Plan> {
  const event = await tx.event.findUniqueOrThrow({ where: { id: rfq.eventId }, select: { status: true } });
  if (event.status !== "planning" || kuwaitDay(at) > rfq.neededBy) return { move: "expire_after_booking", reopen: [], lapse: [] };
  // A suspended vendor's quote stays out (its live quotes were voided on suspension).
  const siblings = await tx.quote.findMany({ where: { rfqId: rfq.id, status: "not_selected", vendor: { status: "approved" } }, orderBy: { id: "asc" } });
  const reopen = siblings.filter((q) => q.validUntil > at);
  const lapse = siblings.filter((q) => q.validUntil <= at);
  if (reopen.length) return { move: "reopen_after_booking", reopen, lapse };
  if (!rfq.expiresAt || rfq.expiresAt > at) return { move: "reopen_empty_after_booking", reopen, lapse };
  return { move: "expire_after_booking", reopen: [], lapse: [] };
}

/** Returns the RFQ move made, or null when there was nothing to do (unknown booking, or already handled). */
export async function reopenAfterBooking(event: DomainEvents["BookingCancelled"]): Promise<RfqMove | null> {
  const booking = await db.booking.findUnique({ where: { id: event.bookingId }, select: { id: true, rfqId: true, quoteId: true, status: true } });
  if (booking?.status !== "cancelled") return null;
  const at = now();
  return db.$transaction(async (tx) => {
    const rfq = await lockedRfq(tx, booking.rfqId);
    const cause = { cause: "booking_cancelled", booking_id: booking.id };
    const voided = await quoteMachine.tryMove(tx, booking.quoteId, "booking_cancelled", {
      data: { closedAt: at },
      audit: { actor: SYSTEM, action: "quote.voided", diff: cause },
    });
    if (!voided || rfq.status !== "accepted") return null;

    const plan = await planFor(tx, rfq, at);
    const reopens = plan.move !== "expire_after_booking";
    await rfqMachine.move(tx, rfq, plan.move, {
      data: { closedAt: reopens ? null : at },
      audit: { actor: SYSTEM, action: reopens ? "rfq.reopened" : "rfq.expired", diff: cause },
    });
    let available = 0;
    for (const quote of plan.reopen) {
      const moved = await quoteMachine.tryMove(tx, quote, "reopen", {
        where: { validUntil: { gt: at } },
        data: { closedAt: null },
        audit: { actor: SYSTEM, action: "quote.reopened", diff: cause },
      });
      if (!moved) continue;
      available++;
      await notifyVendorMembers(tx, quote.vendorId, { kind: "quote.reopened", entity: { type: "rfq", id: rfq.id }, params: { rfq_title: rfq.title } });
    }
    for (const quote of plan.lapse) {
      await quoteMachine.tryMove(tx, quote, "lapse_unselected", { audit: { actor: SYSTEM, action: "quote.expired", diff: cause } });
    }
    const entity = { type: "rfq", id: rfq.id };
    if (reopens) await notify(tx, { userId: rfq.customerUserId, kind: "rfq.reopened", entity, params: { rfq_title: rfq.title, quote_count: available } });
    else await notify(tx, { userId: rfq.customerUserId, kind: "rfq.expired", entity, params: { rfq_title: rfq.title } });
    return plan.move;
  });
}
