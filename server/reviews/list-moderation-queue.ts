import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import { caseViews } from "./moderation-views";
import { OPEN_CASE_STATUSES } from "./open-moderation-case";

// GET /admin/moderation/reviews?status=pending|reported (review.moderate):
// the cases still to decide, oldest first. pending: flagged submits and
// edits (screening) and appeals; reported: reports. Escalated cases stay in
// the queue with their status.

const CAUSES = { pending: ["screening", "appeal"], reported: ["report"] } as const;

export async function listModerationQueue(query: PageInput & { status: keyof typeof CAUSES }, ctx: RequestContext) {
  const where: Prisma.ModerationCaseWhereInput = { cause: { in: [...CAUSES[query.status]] }, status: { in: OPEN_CASE_STATUSES } };
  const [total, cases] = await Promise.all([
    db.moderationCase.count({ where }),
    db.moderationCase.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageWindow(query) }),
  ]);
  return { items: await caseViews(cases, ctx.locale), pagination: pagination(query, total) };
}
