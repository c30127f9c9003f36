import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { signedIn, type TestUser } from "./identity";
import { vendorWithOwner } from "./fixtures";
import { actAsVendor } from "./conversations";

// Events, RFQs and quotes made directly in the database, so each part of the
// RFQ loop is tested without driving the parts before it through the API
// (docs/rfqs.md). The API tests of each part make their own through the endpoints.

const DAY = 24 * 60 * 60 * 1000;
const dateOnly = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00.000Z`);

export async function customer(opts: Parameters<typeof signedIn>[0] = {}): Promise<TestUser> {
  return signedIn({ firstName: "Noura", lastName: "Al-Mutairi", ...opts });
}

/** A `planning` event of the customer, `inDays` days ahead (default 60), in Kuwait City. */
export async function eventOf(customerId: string, opts: { inDays?: number; title?: string } = {}) {
  const city = await db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } });
  return db.event.create({
    data: {
      id: newId(),
      customerUserId: customerId,
      title: opts.title ?? "Sara's wedding",
      eventType: "wedding",
      eventDate: dateOnly(new Date(now().getTime() + (opts.inDays ?? 60) * DAY)),
      eventTime: "19:00",
      guestsExpected: 250,
      budgetTotal: "8000.000",
      cityId: city.id,
      createdAt: now(),
    },
  });
}

/** An approved vendor in `categories` (default photography) whose owner acts in the vendor's context. */
export async function quotingVendor(opts: { categories?: string[]; ownerLocale?: "ar" | "en" } = {}) {
  const { vendor, owner } = await vendorWithOwner({ categories: opts.categories ?? ["photography"], ownerLocale: opts.ownerLocale });
  await actAsVendor(owner, vendor.id);
  return { vendor, owner };
}

/** A sent (`pending`) RFQ of the event's customer to `vendorIds`, in the photography category unless told. */
export async function sentRfq(
  event: { id: string; customerUserId: string; eventDate: Date | null },
  vendorIds: string[],
  opts: { category?: string; shape?: "catalog" | "module"; sentDaysAgo?: number; showBudget?: boolean } = {},
) {
  const category = await db.category.findUniqueOrThrow({ where: { slug: opts.category ?? "photography" } });
  const sentAt = new Date(now().getTime() - (opts.sentDaysAgo ?? 0) * DAY);
  const id = newId();
  await db.rfq.create({
    data: {
      id,
      eventId: event.id,
      customerUserId: event.customerUserId,
      categoryId: category.id,
      shape: opts.shape ?? "module",
      title: "Wedding photography",
      description: "Full-day coverage of the wedding, with an album and a short film.",
      budgetIndication: "1500.000",
      showBudget: opts.showBudget ?? false,
      neededBy: event.eventDate ?? dateOnly(new Date(now().getTime() + 30 * DAY)),
      status: "pending",
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 14 * DAY),
      createdAt: sentAt,
      recipients: { create: vendorIds.map((vendorId) => ({ id: newId(), vendorId, sentAt })) },
    },
  });
  return db.rfq.findUniqueOrThrow({ where: { id }, include: { recipients: true } });
}

/**
 * A submitted quote of the vendor on the RFQ (revision 1, one line item),
 * the recipient marked quoted and the RFQ moved to `quoted` as the first quote does.
 */
export async function submittedQuote(rfqId: string, vendorId: string, opts: { total?: string; validityDays?: number; submittedDaysAgo?: number } = {}) {
  const total = opts.total ?? "1200.000";
  const validityDays = opts.validityDays ?? 7;
  const submittedAt = new Date(now().getTime() - (opts.submittedDaysAgo ?? 0) * DAY);
  const validUntil = new Date(submittedAt.getTime() + validityDays * DAY);
  const vendor = await db.vendor.findUniqueOrThrow({ where: { id: vendorId } });
  const id = newId();
  await db.quote.create({
    data: {
      id,
      rfqId,
      vendorId,
      total,
      validUntil,
      submittedAt,
      firstSubmittedAt: submittedAt,
      createdAt: submittedAt,
      versions: {
        create: {
          id: newId(),
          revision: 1,
          total,
          items: [{ name: "Full-day coverage", quantity: 1, unit_price: total, line_total: total }],
          notes: "Two photographers, album included.",
          validityDays,
          validUntil,
          createdByUserId: vendor.ownerUserId,
          createdAt: submittedAt,
        },
      },
    },
  });
  await db.rfqRecipient.update({ where: { rfqId_vendorId: { rfqId, vendorId } }, data: { status: "quoted", respondedAt: submittedAt } });
  await db.rfq.updateMany({ where: { id: rfqId, status: "pending" }, data: { status: "quoted" } });
  return db.quote.findUniqueOrThrow({ where: { id } });
}

/** A customer, an event, two quoting vendors, an RFQ sent to both and a quote from each. */
export async function quotedRfq(opts: { totals?: [string, string] } = {}) {
  const buyer = await customer();
  const event = await eventOf(buyer.id);
  const a = await quotingVendor();
  const b = await quotingVendor();
  const rfq = await sentRfq(event, [a.vendor.id, b.vendor.id]);
  const quoteA = await submittedQuote(rfq.id, a.vendor.id, { total: opts.totals?.[0] ?? "1200.000" });
  const quoteB = await submittedQuote(rfq.id, b.vendor.id, { total: opts.totals?.[1] ?? "1350.000" });
  return { buyer, event, rfq, vendors: [a, b] as const, quotes: [quoteA, quoteB] as const };
}
