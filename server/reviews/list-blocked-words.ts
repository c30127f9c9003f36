import { db } from "../core/db/client";
import type { ReviewBlockedWord } from "../core/db/generated/client";

// GET /admin/review-blocked-words (review.moderate): the whole list, A-Z.

export const blockedWordView = (w: ReviewBlockedWord) => ({ id: w.id, word: w.word, created_by: w.createdBy, created_at: w.createdAt.toISOString() });

export async function listBlockedWords() {
  return (await db.reviewBlockedWord.findMany({ orderBy: { word: "asc" } })).map(blockedWordView);
}
