import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { executeRefund } from "./execute-refund";

// The refund retry job (every 15 minutes, docs/jobs.md): failed sends whose
// next attempt is due (up to 3 automatic retries; then manual processing),
// and refunds that should have been sent but were not (approved, or a
// system refund still requested: the process stopped between commit and
// send). The conditional move to processing keeps a refund from being sent
// twice when the job and an approval race.

const BATCH = 100;

export async function retryDueRefunds(): Promise<{ attempted: number }> {
  const due = await db.refund.findMany({
    where: {
      OR: [{ status: "failed", nextAttemptAt: { lte: now() } }, { status: "approved" }, { status: "requested", systemInitiated: true }],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: BATCH,
    select: { id: true },
  });
  for (const { id } of due) await executeRefund(id, { type: "system" });
  return { attempted: due.length };
}
