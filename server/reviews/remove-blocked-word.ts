import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";

// DELETE /admin/review-blocked-words/{id} (review.moderate): later reviews
// and replies are no longer screened for it (what was held stays held). Audited.

export async function removeBlockedWord(id: string, ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.reviewBlockedWord.findUnique({ where: { id } });
    if (!row) throw notFound();
    // Conditional: of two removals at once, the second finds nothing to remove (404).
    const { count } = await tx.reviewBlockedWord.deleteMany({ where: { id } });
    if (count === 0) throw notFound();
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "review.blocked_word.removed",
      entityType: "review_blocked_word",
      entityId: id,
      diff: { word: row.word },
      request: ctx,
    });
  });
}
