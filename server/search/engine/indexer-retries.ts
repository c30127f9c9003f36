import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";

// Failed search index jobs (spec Limits: "index jobs 5 retries"). An index
// job that throws is not retried by the outbox (its event is delivered, the
// other handlers of the event are done): it becomes a `search_index_tasks`
// row, which the `search-index-retries` job retries after 1, 2, 4, 8 and 16
// minutes. After the 5th failed retry the task is marked failed and an ops
// alert is raised (audit `ops.alert.search_index_failed` and an error line
// in the server log); the nightly reconciliation repairs the index after
// that. A later success for the same target clears the task.

/** Rebuild one vendor's documents (a vendor id) or the whole index. */
export type IndexTarget = string;
export const FULL_PASS: IndexTarget = "*";
export const MAX_INDEX_RETRIES = 5;
const BACKOFF_MINUTES = [1, 2, 4, 8, 16];
/** A claimed task is hidden from other instances this long while it runs. */
const CLAIM_LEASE_MS = 5 * 60_000;

const message = (e: unknown) => String(e instanceof Error ? e.message : e).slice(0, 1000);
const after = (ms: number) => new Date(now().getTime() + ms);

/** Runs an index job now; a failure is queued for retries instead of thrown. */
export async function runIndexJob(target: IndexTarget, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (e) {
    console.error(`[search] index job ${target} failed, retrying later: ${message(e)}`);
    await recordIndexFailure(target, e);
    return;
  }
  await db.searchIndexTask.deleteMany({ where: { target } });
}

async function recordIndexFailure(target: IndexTarget, e: unknown): Promise<void> {
  const fresh = { attempts: 0, nextAttemptAt: after(BACKOFF_MINUTES[0] * 60_000), lastError: message(e), failedAt: null };
  const existing = await db.searchIndexTask.findUnique({ where: { target } });
  if (!existing) {
    await db.searchIndexTask.createMany({ data: [{ target, ...fresh }], skipDuplicates: true });
  } else if (existing.failedAt) {
    // A new job for a target given up earlier: it gets its own 5 retries.
    await db.searchIndexTask.updateMany({ where: { target, failedAt: { not: null } }, data: fresh });
  } else {
    // A retry is already scheduled: it will rebuild from the current data.
    await db.searchIndexTask.updateMany({ where: { target, failedAt: null }, data: { lastError: fresh.lastError } });
  }
}

/** The `search-index-retries` job: runs each due task once; returns how many succeeded and how many were given up. */
export async function retryIndexTasks(run: (target: IndexTarget) => Promise<unknown>): Promise<{ succeeded: number; givenUp: number }> {
  const due = await db.searchIndexTask.findMany({ where: { failedAt: null, nextAttemptAt: { lte: now() } }, orderBy: { nextAttemptAt: "asc" }, take: 100 });
  let succeeded = 0;
  let givenUp = 0;
  for (const task of due) {
    const claimed = await db.searchIndexTask.updateMany({
      where: { target: task.target, attempts: task.attempts, failedAt: null, nextAttemptAt: { lte: now() } },
      data: { nextAttemptAt: after(CLAIM_LEASE_MS) },
    });
    if (claimed.count === 0) continue;
    const attempts = task.attempts + 1;
    try {
      await run(task.target);
    } catch (e) {
      if (attempts >= MAX_INDEX_RETRIES) {
        givenUp++;
        await giveUp(task.target, attempts, e);
      } else {
        await db.searchIndexTask.updateMany({
          where: { target: task.target, attempts: task.attempts },
          data: { attempts, lastError: message(e), nextAttemptAt: after(BACKOFF_MINUTES[attempts] * 60_000) },
        });
      }
      continue;
    }
    succeeded++;
    await db.searchIndexTask.deleteMany({ where: { target: task.target, attempts: task.attempts } });
  }
  return { succeeded, givenUp };
}

async function giveUp(target: IndexTarget, attempts: number, e: unknown): Promise<void> {
  const at = now();
  console.error(`[search] ops alert search_index_failed on ${target} after ${attempts} retries: ${message(e)}`);
  await db.$transaction(async (tx) => {
    const marked = await tx.searchIndexTask.updateMany({ where: { target, failedAt: null }, data: { attempts, lastError: message(e), failedAt: at } });
    if (marked.count === 0) return;
    await writeAudit(tx, {
      actor: { type: "system" },
      action: "ops.alert.search_index_failed",
      entityType: target === FULL_PASS ? "search_index" : "vendor",
      entityId: target === FULL_PASS ? undefined : target,
      diff: { retries: attempts, error: message(e) },
    });
  });
}
