import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { Prisma } from "../core/db/generated/client";
import { AppError } from "../core/errors";
import { newId } from "../core/ids";
import type { RequestContext } from "../core/http/request-context";
import { blockedWordView } from "./list-blocked-words";
import { normalizeText } from "./normalize-text";

// POST /admin/review-blocked-words {word} (review.moderate): stored in the
// normalized form screening matches against, so "Scammer" and "scammer"
// (or "نصّاب" and "نصاب") are one entry (409 for the second). Audited.

export async function addBlockedWord(word: string, ctx: RequestContext) {
  const normalized = normalizeText(word);
  try {
    const created = await db.$transaction(async (tx) => {
      const row = await tx.reviewBlockedWord.create({ data: { id: newId(), word: normalized, createdBy: ctx.userId, createdAt: now() } });
      await writeAudit(tx, {
        actor: { type: "admin", id: ctx.userId },
        action: "review.blocked_word.added",
        entityType: "review_blocked_word",
        entityId: row.id,
        diff: { word: normalized },
        request: ctx,
      });
      return row;
    });
    return blockedWordView(created);
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")
      throw new AppError("CONFLICT", { message: { en: `"${normalized}" is already on the list.`, ar: `«${normalized}» موجودة في القائمة من قبل.` } });
    throw e;
  }
}
