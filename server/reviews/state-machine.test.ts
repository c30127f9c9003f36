import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import type { ReviewStatus } from "@/server/core/db/generated/client";
import { completedBooking, insertedReview } from "@/server/test/reviews";
import { reviewMachine, type ReviewMove } from "./state-machine";

// The spec's Review table written out independently of state-machine.ts: every
// (status, move) pair is tried against the database; allowed pairs land on
// their target, every other pair is a 409 and writes nothing.

const STATUSES: ReviewStatus[] = ["draft", "published", "pending_moderation", "hidden", "deleted"];
const SPEC: Record<ReviewMove, [ReviewStatus[], ReviewStatus]> = {
  publish: [["draft"], "published"],
  flag: [["draft"], "pending_moderation"],
  approve: [["pending_moderation"], "published"],
  hide: [["pending_moderation", "published"], "hidden"],
  edit: [["published"], "published"],
  hold: [["published"], "pending_moderation"],
  delete: [["published"], "deleted"],
  restore: [["hidden"], "published"],
};

describe("review state machine", () => {
  it("allows exactly the spec's transitions and refuses every other pair with 409, writing nothing", async () => {
    const { booking } = await completedBooking();
    const review = await insertedReview(booking, { status: "draft" });
    for (const from of STATUSES) {
      for (const move of Object.keys(SPEC) as ReviewMove[]) {
        await db.review.update({ where: { id: review.id }, data: { status: from } });
        const [allowedFrom, to] = SPEC[move];
        const attempt = db.$transaction((tx) => reviewMachine.move(tx, review.id, move));
        if (allowedFrom.includes(from)) {
          await attempt;
          expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).status, `${from} --${move}-->`).toBe(to);
        } else {
          const error = await attempt.then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `${from} --${move}--> must be refused`).toBeInstanceOf(AppError);
          expect((error as AppError).status).toBe(409);
          expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe(from);
        }
      }
    }
  });
});
