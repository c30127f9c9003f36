import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { newId } from "../core/ids";

// A moderation case puts a review in the moderators' queue (docs/reviews.md):
// screening flagged its text, or its author appealed a hide. The moderation
// side decides it.

export async function openModerationCase(tx: Tx, reviewId: string, cause: "screening" | "appeal", note?: string): Promise<void> {
  await tx.moderationCase.create({ data: { id: newId(), reviewId, cause, status: "open", note: note ?? null, createdAt: now() } });
}
