import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { pageWindow, pagination, type PageInput, type Pagination } from "../../core/http/query";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { vendorCards, type VendorCard } from "../home/cards";

// Saved vendors of the signed-in customer. Only vendors the marketplace shows
// (approved and published) can be saved, and a saved vendor that is later
// suspended or unpublished drops out of the list and reads as 404, but its row
// stays: it comes back if the vendor does, and unsaving still removes it.

/** The same rule as the public profile and the cards (server/vendors/views.ts `isPubliclyVisible`). */
const visibleVendor = { status: "approved", publishedAt: { not: null } } as const;

async function cardOf(vendorId: string, ctx: RequestContext): Promise<VendorCard> {
  const [card] = ULID_PATTERN.test(vendorId) ? await vendorCards([vendorId], ctx.locale) : [];
  if (!card) throw notFound();
  return card;
}

/** Saves a visible vendor; `created` is false when it was saved already (no second row). */
export async function saveFavorite(vendorId: string, ctx: RequestContext): Promise<{ card: VendorCard; created: boolean }> {
  const userId = callerId(ctx);
  const card = await cardOf(vendorId, ctx);
  // ON CONFLICT DO NOTHING: two saves at once leave one row and both succeed.
  const { count } = await db.favorite.createMany({ data: [{ userId, vendorId, createdAt: now() }], skipDuplicates: true });
  return { card, created: count === 1 };
}

/** Removes a saved vendor (also one that is no longer visible); 404 when it was not saved. */
export async function unsaveFavorite(vendorId: string, ctx: RequestContext): Promise<void> {
  const { count } = await db.favorite.deleteMany({ where: { userId: callerId(ctx), vendorId } });
  if (count === 0) throw notFound();
}

/** The card of a saved, visible vendor; 404 otherwise. */
export async function getFavorite(vendorId: string, ctx: RequestContext): Promise<VendorCard> {
  const saved = await db.favorite.findUnique({ where: { userId_vendorId: { userId: callerId(ctx), vendorId } }, select: { vendorId: true } });
  if (!saved) throw notFound();
  return cardOf(vendorId, ctx);
}

/** Saved visible vendors, newest saved first, page-paginated. */
export async function listFavorites(query: PageInput, ctx: RequestContext): Promise<{ items: VendorCard[]; pagination: Pagination }> {
  const where = { userId: callerId(ctx), vendor: visibleVendor };
  const [total, rows] = await Promise.all([
    db.favorite.count({ where }),
    db.favorite.findMany({ where, orderBy: [{ createdAt: "desc" }, { vendorId: "desc" }], select: { vendorId: true }, ...pageWindow(query) }),
  ]);
  return {
    items: await vendorCards(
      rows.map((r) => r.vendorId),
      ctx.locale,
    ),
    pagination: pagination(query, total),
  };
}
