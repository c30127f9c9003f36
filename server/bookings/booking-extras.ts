import { db } from "../core/db/client";
import type { BookingStatus } from "../core/db/generated/client";
import { money, sum, toDecimal, type Money } from "../core/money";
import type { Locale } from "../core/i18n";
import { timelineOfBookings } from "../planner/timeline/booking-timeline";
import type { BookingView } from "./schemas";

// What a booking page shows beside the booking row, read for a page of
// bookings at once: the refunds of its payments with their credit notes, and
// the conversation about it, and its entries of the event day's timeline
// (the vendor's arrival and set-up times: the planner's, a layer below). Refunds, documents and threads are written by
// the payments, invoices and conversations modules (layers above this one),
// so they are read here as tables, never through those modules' code.

export type BookingRefund = BookingView["refunds"][number];
export type BookingExtras = { refunds: BookingRefund[]; amountRefunded: Money; conversationId: string | null; timeline: BookingView["timeline"] };

/** Contact details are shared from the paid deposit on, while the booking lives (the conversations module unmasks them on the same states). */
export const CONTACT_STATES: readonly BookingStatus[] = ["confirmed", "refund_requested", "completed"];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function refundsOf(bookingIds: string[]): Promise<Map<string, BookingRefund[]>> {
  const rows = await db.refund.findMany({ where: { bookingId: { in: bookingIds } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const notes = rows.length
    ? await db.financeDocument.findMany({
        where: { kind: "credit_note", refundId: { in: rows.map((r) => r.id) } },
        select: { id: true, number: true, refundId: true },
      })
    : [];
  const noteOf = new Map(notes.map((n) => [n.refundId, { id: n.id, number: n.number }]));
  const byBooking = new Map<string, BookingRefund[]>();
  for (const r of rows) {
    const list = byBooking.get(r.bookingId!) ?? [];
    list.push({
      id: r.id,
      payment_id: r.paymentId,
      amount: money(r.amount),
      stage: r.status,
      requested_at: r.createdAt.toISOString(),
      decided_at: iso(r.decidedAt),
      processed_at: iso(r.processedAt),
      credit_note: noteOf.get(r.id) ?? null,
    });
    byBooking.set(r.bookingId!, list);
  }
  return byBooking;
}

/** The thread in each booking's context; a vendor sees it only once the customer wrote (the vendor inbox leaves empty threads out). */
async function conversationsOf(bookingIds: string[], viewer: "customer" | "vendor" | "admin"): Promise<Map<string, string>> {
  if (viewer === "admin") return new Map();
  const rows = await db.conversation.findMany({
    where: { contextType: "booking", contextId: { in: bookingIds }, ...(viewer === "vendor" ? { messages: { some: {} } } : {}) },
    select: { id: true, contextId: true },
  });
  return new Map(rows.map((c) => [c.contextId, c.id]));
}

export async function loadBookingExtras(bookingIds: string[], viewer: "customer" | "vendor" | "admin", locale: Locale): Promise<Map<string, BookingExtras>> {
  if (!bookingIds.length) return new Map();
  const [refunds, conversations, timeline] = await Promise.all([
    refundsOf(bookingIds),
    conversationsOf(bookingIds, viewer),
    timelineOfBookings(bookingIds, locale),
  ]);
  return new Map(
    bookingIds.map((id) => {
      const list = refunds.get(id) ?? [];
      const processed = list.filter((r) => r.stage === "processed").map((r) => toDecimal(r.amount.amount));
      return [id, { refunds: list, amountRefunded: money(sum(processed)), conversationId: conversations.get(id) ?? null, timeline: timeline.get(id) ?? [] }];
    }),
  );
}
