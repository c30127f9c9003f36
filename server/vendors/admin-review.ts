import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Prisma, VendorDocumentStatus, VendorStatus } from "../core/db/generated/client";
import type { PageInput } from "../core/http/query";
import { pageWindow, pagination } from "../core/http/query";
import { callerId, type RequestContext } from "../core/http/request-context";
import { localized, type Locale } from "../core/i18n";
import { hasPermission } from "../identity/sessions/authenticate";
import { effectivePlan } from "./effective-plan";
import { notifyVendorOwner, type VendorNotice } from "./notify";
import type { ADMIN_VENDOR_SORTS } from "./schemas";
import { vendorMachine } from "./state-machine";
import type { Permission } from "../identity/roles";
import { documentViews, getVendorRowOrThrow, listDocumentRows, personSummary, privateVendorView, sortedCategories, vendorInclude } from "./views";

// Admin side of onboarding: the approval queue, a vendor's full record, and
// the lifecycle moves (approve, reject, suspend, reinstate). Each move goes
// through the status table, is audited with actor and reason, and emits its
// event in the same transaction; the owner is told after commit.

const ownerSelect = { id: true, firstName: true, lastName: true, email: true, phone: true, emailVerifiedAt: true, phoneVerifiedAt: true } as const;

export type AdminVendorFilter = {
  status: VendorStatus | "all";
  q?: string;
  category?: string;
  sort: (typeof ADMIN_VENDOR_SORTS)[number];
} & PageInput;

const ORDER: Record<AdminVendorFilter["sort"], Prisma.VendorOrderByWithRelationInput[]> = {
  submitted_at: [{ submittedAt: "asc" }, { id: "asc" }],
  "-submitted_at": [{ submittedAt: "desc" }, { id: "desc" }],
  name: [{ nameEn: "asc" }, { id: "asc" }],
};

export async function listVendorsForAdmin(filter: AdminVendorFilter, locale: Locale) {
  const words = filter.q?.split(/\s+/).filter(Boolean) ?? [];
  const where: Prisma.VendorWhereInput = {
    ...(filter.status !== "all" ? { status: filter.status } : {}),
    ...(filter.category ? { categories: { some: { category: { OR: [{ id: filter.category }, { slug: filter.category }] } } } } : {}),
    AND: words.map((word) => ({
      OR: [
        { nameAr: { contains: word, mode: "insensitive" as const } },
        { nameEn: { contains: word, mode: "insensitive" as const } },
        { slug: { contains: word.toLowerCase() } },
      ],
    })),
  };
  const [rows, total] = await Promise.all([
    db.vendor.findMany({ where, include: vendorInclude, orderBy: ORDER[filter.sort], ...pageWindow(filter) }),
    db.vendor.count({ where }),
  ]);
  const [ownerRows, documentGroups] = await Promise.all([
    db.user.findMany({ where: { id: { in: rows.map((r) => r.ownerUserId) } }, select: ownerSelect }),
    db.vendorDocument.groupBy({ by: ["vendorId", "status"], where: { vendorId: { in: rows.map((r) => r.id) } }, _count: { _all: true } }),
  ]);
  const owners = new Map(ownerRows.map((u) => [u.id, u]));
  const documentCount = (vendorId: string, status: VendorDocumentStatus) =>
    documentGroups.find((g) => g.vendorId === vendorId && g.status === status)?._count._all ?? 0;
  const summaryOf = (vendorId: string) => {
    const counts = {
      pending_review: documentCount(vendorId, "pending_review"),
      approved: documentCount(vendorId, "approved"),
      rejected: documentCount(vendorId, "rejected"),
    };
    return { total: counts.pending_review + counts.approved + counts.rejected, ...counts };
  };
  const items = rows.map((v) => ({
    id: v.id,
    slug: v.slug,
    name: localized(locale, v.nameAr, v.nameEn),
    name_ar: v.nameAr,
    name_en: v.nameEn,
    status: v.status,
    submitted_at: v.submittedAt.toISOString(),
    approved_at: v.approvedAt?.toISOString() ?? null,
    suspended_at: v.suspendedAt?.toISOString() ?? null,
    city: { id: v.city.id, name: localized(locale, v.city.nameAr, v.city.nameEn) },
    categories: sortedCategories(v).map((c) => ({
      id: c.category.id,
      slug: c.category.slug,
      name: localized(locale, c.category.nameAr, c.category.nameEn),
      is_primary: c.isPrimary,
    })),
    owner: personSummary(owners.get(v.ownerUserId)!),
    documents_summary: summaryOf(v.id),
  }));
  return { items, pagination: pagination(filter, total) };
}

export type AdminMove = "approve" | "reject" | "suspend" | "reinstate";

const MOVE_PERMISSION: Record<AdminMove, Permission> = {
  approve: "vendor.approve",
  reject: "vendor.approve",
  suspend: "vendor.suspend",
  reinstate: "vendor.suspend",
};

/** The moves the status allows and the viewer may make (admin pages offer only these; the endpoints still check). */
async function allowedActions(status: VendorStatus, viewerId: string): Promise<AdminMove[]> {
  const moves = vendorMachine.movesFrom(status).filter((t): t is AdminMove => t !== "resubmit");
  const allowed = await Promise.all(moves.map((m) => hasPermission(viewerId, MOVE_PERMISSION[m])));
  return moves.filter((_, i) => allowed[i]);
}

/** Everything an admin needs to decide: profile, contact, owner, documents (signed links), plan. */
export async function getVendorForAdmin(vendorId: string, locale: Locale, viewerId: string) {
  const vendor = await getVendorRowOrThrow(vendorId);
  const [base, owner, reviewer, documents, membersCount, subscription, plan] = await Promise.all([
    privateVendorView(vendor, locale),
    db.user.findUniqueOrThrow({ where: { id: vendor.ownerUserId }, select: ownerSelect }),
    vendor.reviewedBy ? db.user.findUnique({ where: { id: vendor.reviewedBy }, select: { id: true, firstName: true, lastName: true } }) : null,
    listDocumentRows(vendorId).then(documentViews),
    db.vendorMember.count({ where: { vendorId } }),
    db.subscription.findFirst({
      where: { vendorId, status: { in: ["active", "past_due", "pending_payment"] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { plan: true },
    }),
    effectivePlan(vendorId),
  ]);
  return {
    ...base,
    owner: personSummary(owner),
    reviewed_by: reviewer ? { id: reviewer.id, name: [reviewer.firstName, reviewer.lastName].filter(Boolean).join(" ") } : null,
    documents,
    members_count: membersCount,
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          plan: { id: subscription.plan.id, code: subscription.plan.code, name: localized(locale, subscription.plan.nameAr, subscription.plan.nameEn) },
          current_period_start: subscription.currentPeriodStart.toISOString(),
          current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    effective_plan: { code: plan.code, name: localized(locale, plan.nameAr, plan.nameEn) },
    allowed_actions: await allowedActions(vendor.status, viewerId),
  };
}

const MOVES: Record<AdminMove, { action: string; notice: VendorNotice }> = {
  approve: { action: "vendor.approved", notice: "vendor_approved" },
  reject: { action: "vendor.rejected", notice: "vendor_rejected" },
  suspend: { action: "vendor.suspended", notice: "vendor_suspended" },
  reinstate: { action: "vendor.reinstated", notice: "vendor_reinstated" },
};

/** What each move writes besides the status, and the event it emits. */
function moveEffects(vendorId: string, move: AdminMove, reason: string | undefined, adminId: string) {
  const at = now();
  switch (move) {
    case "approve":
      // Approval publishes the vendor; the owner can hide it later.
      return {
        data: { approvedAt: at, publishedAt: at, reviewedBy: adminId, rejectionReason: null },
        event: { name: "VendorApproved", payload: { vendorId } },
      } as const;
    case "reject":
      return { data: { reviewedBy: adminId, rejectionReason: reason! }, event: { name: "VendorRejected", payload: { vendorId } } } as const;
    case "suspend":
      // Consumers remove it from search at once and void its live quotes.
      return { data: { suspendedAt: at, suspensionReason: reason! }, event: { name: "VendorSuspended", payload: { vendorId, reason: reason! } } } as const;
    case "reinstate":
      return { data: { suspendedAt: null, suspensionReason: null }, event: { name: "VendorReinstated", payload: { vendorId } } } as const;
  }
}

/**
 * One lifecycle move by an admin. `reason` is required for reject, suspend
 * and reinstate (the endpoints enforce it) and optional for approve.
 */
export async function moveVendor(vendorId: string, move: AdminMove, reason: string | undefined, ctx: RequestContext) {
  const adminId = callerId(ctx);
  await db.$transaction((tx) =>
    vendorMachine.move(tx, vendorId, move, {
      ...moveEffects(vendorId, move, reason, adminId),
      audit: { actor: { type: "admin", id: adminId }, action: MOVES[move].action, reason, request: ctx },
    }),
  );
  await notifyVendorOwner(vendorId, MOVES[move].notice, { reason: reason ?? "" });
  return getVendorForAdmin(vendorId, ctx.locale, adminId);
}
