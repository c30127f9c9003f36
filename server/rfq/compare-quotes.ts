import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { effectivePlan } from "../vendors/effective-plan";
import { isNewVendor, shownRating } from "../vendors/rating-display";
import type { ComparedQuoteView, COMPARE_SORTS } from "./quote-schemas";
import { loadQuoteViews } from "./views";

// The customer's side-by-side view of an RFQ's quotations (GET
// /rfqs/{id}/quotations, GET /quotation-requests/{id}/compare): every quote
// but withdrawn and void ones, each with its validity left, the vendor's
// rating (a new-vendor label under 3 reviews, as search shows), response
// time and plan badge. Sorted by price or rating; the web shows 5 columns.

const HOUR_MS = 60 * 60 * 1000;

export type CompareSort = (typeof COMPARE_SORTS)[number];

export async function compareQuotes(rfqId: string, sort: CompareSort, ctx: RequestContext): Promise<ComparedQuoteView[]> {
  if (!ctx.userId || !ULID_PATTERN.test(rfqId)) throw notFound();
  const rfq = await db.rfq.findFirst({ where: { id: rfqId, customerUserId: ctx.userId }, select: { id: true } });
  if (!rfq) throw notFound();
  const views = await loadQuoteViews({ rfqId, status: { notIn: ["withdrawn", "void"] } }, ctx.locale);
  const vendorIds = views.map((v) => v.vendor.id);
  const [quotes, recipients, vendors, plans] = await Promise.all([
    db.quote.findMany({ where: { rfqId }, select: { id: true, firstSubmittedAt: true } }),
    db.rfqRecipient.findMany({ where: { rfqId }, select: { vendorId: true, sentAt: true } }),
    db.vendor.findMany({ where: { id: { in: vendorIds } }, select: { id: true, ratingAvg: true, ratingCount: true } }),
    Promise.all(vendorIds.map(async (id) => [id, (await effectivePlan(id)).code] as const)),
  ]);
  const firstSubmitted = new Map(quotes.map((q) => [q.id, q.firstSubmittedAt]));
  const sentAt = new Map(recipients.map((r) => [r.vendorId, r.sentAt]));
  const vendorById = new Map(vendors.map((v) => [v.id, v]));
  const planOf = new Map(plans);
  const at = now().getTime();
  const compared = views.map((view): ComparedQuoteView => {
    const vendor = vendorById.get(view.vendor.id);
    const count = vendor?.ratingCount ?? 0;
    const isNew = isNewVendor(count);
    const left = new Date(view.valid_until).getTime() - at;
    const expired = view.status === "expired" || left <= 0;
    const responded = firstSubmitted.get(view.id)!.getTime() - (sentAt.get(view.vendor.id) ?? firstSubmitted.get(view.id)!).getTime();
    return {
      ...view,
      validity_remaining: expired ? null : { seconds: Math.floor(left / 1000), days: Math.floor(left / (24 * HOUR_MS)) },
      vendor_rating: { average: shownRating(vendor?.ratingAvg, count), count, new_vendor: isNew },
      response_time_hours: Math.round((Math.max(0, responded) / HOUR_MS) * 10) / 10,
      plan_badge: planOf.get(view.vendor.id) ?? "free",
    };
  });
  return compared.sort(comparator(sort));
}

const price = (q: ComparedQuoteView) => Number(q.total.amount);
const rating = (q: ComparedQuoteView) => q.vendor_rating.average ?? 0;

/** Ties on rating fall back to the lower price; ties on price to the earlier quote (the load order). */
function comparator(sort: CompareSort) {
  return (a: ComparedQuoteView, b: ComparedQuoteView): number => {
    switch (sort) {
      case "-price":
        return price(b) - price(a);
      case "rating":
        return rating(a) - rating(b) || price(a) - price(b);
      case "-rating":
        return rating(b) - rating(a) || price(a) - price(b);
      default:
        return price(a) - price(b);
    }
  };
}
