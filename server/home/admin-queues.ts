import { now } from "../core/clock";
import { db } from "../core/db/client";
import { kuwaitDay } from "../core/kuwait-time";
import { money, toDecimal, type Money } from "../core/money";
import { ADMIN_ROLE_CODES, type Permission } from "../identity/roles";
import { heldPermissions } from "./held-permissions";

// GET /admin/home: the work waiting for the caller, one queue per kind of
// task, counted on the server only for the queues whose permission the caller
// holds (the same permission the queue's page needs), so a role never learns
// the size of a queue it may not open. Queues with nothing waiting are still
// listed (count 0): "nothing to do" is an answer too.

const DAY_MS = 24 * 3600_000;
/** Reconciliation looks back this many Kuwait days for days whose latest run did not match. */
export const RECONCILIATION_LOOKBACK_DAYS = 30;

type Counted = { count: number; amount?: Money; oldest_at?: string | null; date?: string | null };
type Queue = { key: string; permission: Permission; count: () => Promise<Counted> };

const oldest = (row: { createdAt: Date } | null) => row?.createdAt.toISOString() ?? null;

async function countWithOldest(count: Promise<number>, first: Promise<{ createdAt: Date } | null>): Promise<Counted> {
  const [n, row] = await Promise.all([count, first]);
  return { count: n, oldest_at: oldest(row) };
}

const byAge = { orderBy: { createdAt: "asc" as const }, select: { createdAt: true } };

/** Latest run per (day, provider) over the look-back: the mismatches still standing and the earliest day with any. */
async function reconciliationMismatches(): Promise<Counted> {
  const since = new Date(kuwaitDay(now()).getTime() - RECONCILIATION_LOOKBACK_DAYS * DAY_MS);
  const runs = await db.reconciliationRun.findMany({
    where: { runDate: { gte: since } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { runDate: true, provider: true, status: true, mismatchCount: true },
  });
  const latest = new Map<string, (typeof runs)[number]>();
  for (const run of runs) {
    const key = `${run.runDate.toISOString()}|${run.provider}`;
    if (!latest.has(key)) latest.set(key, run);
  }
  // A failed run compared nothing: it counts as one item to look at.
  const open = [...latest.values()].filter((r) => r.mismatchCount > 0 || r.status === "failed");
  const count = open.reduce((sum, r) => sum + (r.status === "failed" ? 1 : r.mismatchCount), 0);
  const first = open.map((r) => r.runDate.toISOString().slice(0, 10)).sort()[0] ?? null;
  return { count, date: first };
}

async function settlementsToPay(): Promise<Counted> {
  const where = { status: "pending_payout" };
  const [agg, first] = await Promise.all([
    db.settlement.aggregate({ where, _count: { _all: true }, _sum: { netPayout: true } }),
    db.settlement.findFirst({ where, ...byAge }),
  ]);
  return { count: agg._count._all, amount: money(toDecimal(agg._sum.netPayout ?? 0)), oldest_at: oldest(first) };
}

async function refundsAwaitingApproval(): Promise<Counted> {
  const where = { status: "requested" as const };
  const [agg, first] = await Promise.all([
    db.refund.aggregate({ where, _count: { _all: true }, _sum: { amount: true } }),
    db.refund.findFirst({ where, ...byAge }),
  ]);
  return { count: agg._count._all, amount: money(toDecimal(agg._sum.amount ?? 0)), oldest_at: oldest(first) };
}

const openCases = (cause: string) => ({ cause, status: { in: ["open", "escalated"] } });

/** Every queue, in the order the home shows them. `permission` is the one its page and endpoints require. */
export const ADMIN_QUEUES: readonly Queue[] = [
  {
    key: "vendor_approvals",
    permission: "vendor.approve",
    count: () =>
      countWithOldest(db.vendor.count({ where: { status: "pending_review" } }), db.vendor.findFirst({ where: { status: "pending_review" }, ...byAge })),
  },
  {
    key: "vendor_documents",
    permission: "vendor.approve",
    count: () =>
      countWithOldest(
        db.vendorDocument.count({ where: { status: "pending_review" } }),
        db.vendorDocument.findFirst({ where: { status: "pending_review" }, ...byAge }),
      ),
  },
  { key: "refunds_to_approve", permission: "refund.approve", count: refundsAwaitingApproval },
  {
    key: "refunds_manual",
    permission: "refund.issue",
    count: () =>
      countWithOldest(db.refund.count({ where: { status: "manual_processing" } }), db.refund.findFirst({ where: { status: "manual_processing" }, ...byAge })),
  },
  { key: "settlements_to_pay", permission: "settlement.manage", count: settlementsToPay },
  { key: "reconciliation_mismatches", permission: "report.finance", count: reconciliationMismatches },
  {
    key: "payments_flagged",
    permission: "payment.oversee",
    count: async () => ({ count: await db.payment.count({ where: { flagged: true } }) }),
  },
  {
    key: "reviews_reported",
    permission: "review.moderate",
    count: () =>
      countWithOldest(db.moderationCase.count({ where: openCases("report") }), db.moderationCase.findFirst({ where: openCases("report"), ...byAge })),
  },
  {
    key: "reviews_screened",
    permission: "review.moderate",
    count: () =>
      countWithOldest(db.moderationCase.count({ where: openCases("screening") }), db.moderationCase.findFirst({ where: openCases("screening"), ...byAge })),
  },
  {
    key: "review_appeals",
    permission: "review.moderate",
    count: () =>
      countWithOldest(db.moderationCase.count({ where: openCases("appeal") }), db.moderationCase.findFirst({ where: openCases("appeal"), ...byAge })),
  },
  {
    key: "bookings_refund_requested",
    permission: "booking.oversee",
    count: () =>
      countWithOldest(db.booking.count({ where: { status: "refund_requested" } }), db.booking.findFirst({ where: { status: "refund_requested" }, ...byAge })),
  },
  {
    key: "role_confirmations",
    permission: "role.assign",
    count: () =>
      countWithOldest(db.roleChangeRequest.count({ where: { status: "pending" } }), db.roleChangeRequest.findFirst({ where: { status: "pending" }, ...byAge })),
  },
  {
    key: "zero_result_searches",
    permission: "search.report",
    count: async () => {
      const since = new Date(kuwaitDay(now()).getTime() - 6 * DAY_MS);
      return { count: await db.searchZeroResult.count({ where: { lastSeenAt: { gte: since } } }) };
    },
  },
  {
    key: "draft_pages",
    permission: "cms.manage",
    count: () => countWithOldest(db.cmsPage.count({ where: { status: "draft" } }), db.cmsPage.findFirst({ where: { status: "draft" }, ...byAge })),
  },
];

export async function adminHome(userId: string) {
  const [has, grants] = await Promise.all([
    heldPermissions(userId),
    db.userRole.findMany({ where: { userId, vendorId: null, role: { code: { in: [...ADMIN_ROLE_CODES] } } }, select: { role: { select: { code: true } } } }),
  ]);
  const mine = ADMIN_QUEUES.filter((q) => has(q.permission));
  const counted = await Promise.all(mine.map((q) => q.count()));
  return {
    roles: ADMIN_ROLE_CODES.filter((code) => grants.some((g) => g.role.code === code)),
    queues: mine.map((q, i) => ({ key: q.key, permission: q.permission, amount: null, oldest_at: null, date: null, ...counted[i] })),
  };
}
