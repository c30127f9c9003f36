import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { localized } from "../../core/i18n";
import { hasPermission } from "../../identity/sessions/authenticate";
import { isVendorMember } from "../../vendors/membership";
import { isPubliclyVisible } from "../../vendors/views";
import { featuredVendorIdsNow } from "./featured";
import { rankingInputs, rankingScore } from "../ranking";

// GET /vendors/{id}/preview-placement: where the vendor stands in its primary
// category's default browse order. That order is the spec's ranking score
// (./ranking.ts), highest first, ties to the newest approval. A vendor that
// is not shown sees where it would stand if it were.

const BROWSE_PAGE_SIZE = 20;

type Candidate = { id: string; score: number; approvedAt: Date };

/** Default browse order: score desc, newest approval first on ties, id as the last tiebreak. */
function compare(a: Candidate, b: Candidate): number {
  return b.score - a.score || b.approvedAt.getTime() - a.approvedAt.getTime() || b.id.localeCompare(a.id);
}

export async function previewPlacement(vendorId: string, ctx: RequestContext) {
  const userId = callerId(ctx);
  // Members of the vendor and admins who may read vendors; anyone else learns nothing (404).
  if (!(await isVendorMember(vendorId, userId)) && !(await hasPermission(userId, "vendor.read", vendorId))) throw notFound();
  const vendor = await db.vendor.findUnique({
    where: { id: vendorId },
    include: { categories: { where: { isPrimary: true }, include: { category: true } } },
  });
  const primary = vendor?.categories[0]?.category;
  if (!vendor || !primary) throw notFound();

  const ranking = await rankingInputs();
  const peers = await db.vendor.findMany({
    where: { status: "approved", publishedAt: { not: null }, id: { not: vendorId }, categories: { some: { categoryId: primary.id } } },
    select: { id: true, ratingAvg: true, ratingCount: true, approvedAt: true, createdAt: true },
  });
  const score = (v: { ratingAvg: unknown; ratingCount: number }) => rankingScore(v.ratingCount, Number(v.ratingAvg), ranking);
  const self: Candidate = { id: vendor.id, score: score(vendor), approvedAt: vendor.approvedAt ?? now() };
  const ranked = [...peers.map((p) => ({ id: p.id, score: score(p), approvedAt: p.approvedAt ?? p.createdAt })), self].sort(compare);
  const position = ranked.findIndex((c) => c.id === vendor.id) + 1;

  const reason =
    primary.status !== "active"
      ? "category_inactive"
      : vendor.status === "approved" && !vendor.publishedAt
        ? "unpublished"
        : vendor.status !== "approved"
          ? vendor.status
          : null;
  return {
    category: { id: primary.id, slug: primary.slug, name: localized(ctx.locale, primary.nameAr, primary.nameEn) },
    position,
    total: ranked.length,
    page: Math.ceil(position / BROWSE_PAGE_SIZE),
    ranking_score: Math.round(self.score * 1000) / 1000,
    // A featured slot (primary category only) shows in the first grid positions on top of the organic rank above.
    is_featured: (await featuredVendorIdsNow()).has(vendor.id),
    visible: reason === null && isPubliclyVisible(vendor),
    reason: reason as "pending_review" | "rejected" | "suspended" | "unpublished" | "category_inactive" | null,
  };
}
