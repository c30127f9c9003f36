import { db } from "../../core/db/client";
import type { Prisma } from "../../core/db/generated/client";
import { pageWindow, pagination, type PageInput } from "../../core/http/query";
import type { Locale } from "../../core/i18n";
import { withContext } from "./refund-context";
import type { RefundView } from "./schemas";

// GET /admin/refunds: the approval queue (status=requested, oldest first so
// nobody waits longest) and the other statuses, e.g. manual_processing (the
// finance task list), each row with its context. The endpoint checks refund.approve.

export async function listRefunds(query: PageInput & { status?: RefundView["status"] }, locale: Locale) {
  const where: Prisma.RefundWhereInput = query.status ? { status: query.status } : {};
  const [total, rows] = await Promise.all([
    db.refund.count({ where }),
    db.refund.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageWindow(query) }),
  ]);
  return { items: await withContext(rows, locale), pagination: pagination(query, total) };
}
