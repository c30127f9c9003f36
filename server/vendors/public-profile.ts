import { publishedServices } from "../catalog/public-services";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { isVendorMember } from "./membership";
import { recordVendorStat } from "./stats";
import { isPubliclyVisible, publicVendorView, vendorInclude } from "./views";

// GET /vendors/{id}: the public profile of an approved, published vendor (by
// id or slug). Anything else (pending, rejected, suspended, hidden) is a 404,
// so a suspension takes the profile down at once. Contact details never leave.

/** A vendor the marketplace shows, by id or slug; 404 otherwise. */
export async function findVisibleVendor(idOrSlug: string) {
  const vendor = await db.vendor.findFirst({ where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] }, include: vendorInclude });
  if (!vendor || !isPubliclyVisible(vendor)) throw notFound();
  return vendor;
}

export async function getPublicVendor(idOrSlug: string, ctx: RequestContext) {
  const vendor = await findVisibleVendor(idOrSlug);
  const [view, services] = await Promise.all([publicVendorView(vendor, ctx.locale), publishedServices(vendor.id, ctx.locale)]);
  // The vendor's own team looking at their page is not a profile view.
  if (!ctx.userId || !(await isVendorMember(vendor.id, ctx.userId))) {
    await recordVendorStat(db, vendor.id, "profile_views", now());
  }
  return { ...view, services };
}
