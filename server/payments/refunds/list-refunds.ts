import { db } from "../../core/db/client";
import type { Prisma } from "../../core/db/generated/client";
import { pageWindow, pagination, type PageInput } from "../../core/http/query";
import type { RefundView } from "./schemas";
import { refundView } from "./views";

// GET /admin/refunds: the approval queue (status=requested, oldest first so
// nobody waits longest) and the other statuses, e.g. manual_processing (the
// finance task list). The endpoint checks refund.approve.

export async function listRefunds(query: PageInput & { status?: RefundView["status"] }) {
  const where: Prisma.RefundWhereInput = query.status ? { status: query.status } : {};
  const [total, rows] = await Promise.all([
    db.refund.count({ where }),
    db.refund.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageWindow(query) }),
  ]);
  return { items: rows.map(refundView), pagination: pagination(query, total) };
}
