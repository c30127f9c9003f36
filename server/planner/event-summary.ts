import { db } from "../core/db/client";
import { localized } from "../core/i18n";
import { callerId, type RequestContext } from "../core/http/request-context";
import { Decimal, money, sum, toDecimal } from "../core/money";
import { budgetTotals } from "./budget/summary";
import { checklistProgress } from "./checklist/summary";
import { eventRsvpTotals } from "./guests/list-guests";
import { ownedEvent } from "./owned-event";
import type { EventSummaryView } from "./schemas";
import { dateOnly, eventView } from "./views";

// GET /events/{id}/summary: the event's RFQs by status, quotes received, its
// bookings and what is booked, paid and still to pay (deposits here, balances
// to the vendors directly). Reads the RFQ, quote and
// booking tables directly (planner sits below those modules).

const RFQ_STATUSES = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"] as const;

export async function eventSummary(eventId: string, ctx: RequestContext): Promise<EventSummaryView> {
  const event = await ownedEvent(callerId(ctx), eventId);
  const [rfqGroups, quotesReceived, bookings, budget, checklist, rsvp] = await Promise.all([
    db.rfq.groupBy({ by: ["status"], where: { eventId: event.id }, _count: { _all: true } }),
    db.quote.count({ where: { rfq: { eventId: event.id } } }),
    db.booking.findMany({
      where: { eventId: event.id },
      include: { vendor: { select: { id: true, nameAr: true, nameEn: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    budgetTotals(event),
    checklistProgress(event.id),
    eventRsvpTotals(event.id),
  ]);
  const byStatus = Object.fromEntries(RFQ_STATUSES.map((s) => [s, 0])) as Record<(typeof RFQ_STATUSES)[number], number>;
  for (const group of rfqGroups) byStatus[group.status] = group._count._all;

  const live = bookings.filter((b) => b.status !== "cancelled");
  const depositLeft = (b: (typeof bookings)[number]) => Decimal.max(new Decimal(0), toDecimal(b.depositDue).minus(toDecimal(b.amountPaid)));
  const depositNow = bookings.filter((b) => b.status === "pending").map(depositLeft);
  // The balance is paid to the vendor directly (docs/decisions.md "Booking balance"): open until the vendor records it.
  const balancesOpen = live
    .filter((b) => b.balanceReceivedAt === null)
    .map((b) => toDecimal(b.total).minus(Decimal.max(toDecimal(b.depositDue), toDecimal(b.amountPaid))));
  return {
    event: eventView(event, ctx.locale),
    rfqs: { total: rfqGroups.reduce((n, g) => n + g._count._all, 0), by_status: byStatus },
    quotes_received: quotesReceived,
    budget,
    checklist,
    rsvp,
    bookings: bookings.map((b) => ({
      id: b.id,
      reference: b.reference,
      status: b.status,
      vendor: { id: b.vendor.id, name: localized(ctx.locale, b.vendor.nameAr, b.vendor.nameEn), name_en: b.vendor.nameEn },
      service_date: dateOnly(b.serviceDate),
      total: money(b.total),
      deposit_due: money(b.depositDue),
      amount_paid: money(b.amountPaid),
    })),
    money: {
      booked_total: money(sum(live.map((b) => b.total))),
      amount_paid: money(sum(live.map((b) => b.amountPaid))),
      amount_due: money(sum([...live.map(depositLeft), ...balancesOpen])),
      deposit_due_now: money(sum(depositNow)),
      balance_to_vendors: money(sum(balancesOpen)),
    },
  };
}
