import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { claimJobRun, periodStart, runOncePerPeriod } from "./job-runs";

// Several instances on one database each run the schedule's timers; a job
// still runs once per period (the row of its period is claimed first).
describe("scheduled jobs across instances", () => {
  it("runs a job once per period however many instances tick in it, and again in the next period", async () => {
    let runs = 0;
    const job = async () => {
      runs++;
    };
    const id = `test-once-${Date.now()}`;
    // Two instances' timers firing together, then a third tick later in the same period.
    const outcomes = await Promise.all([runOncePerPeriod(id, 3600_000, job), runOncePerPeriod(id, 3600_000, job)]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await runOncePerPeriod(id, 3600_000, job)).toBe(false);
    expect(runs).toBe(1);
    const row = await db.jobRun.findFirstOrThrow({ where: { jobId: id } });
    expect(row.finishedAt).not.toBeNull();
    expect(row.periodStart.getTime() % 3600_000).toBe(0);

    const nextHour = new Date(periodStart(3600_000).getTime() + 3600_000 + 5000);
    expect(await claimJobRun(id, 3600_000, nextHour)).toBe(true);
    expect(await claimJobRun(id, 3600_000, nextHour)).toBe(false);
  });

  it("a failed run keeps its period (the next period retries) and records the error", async () => {
    const id = `test-fail-${Date.now()}`;
    await expect(runOncePerPeriod(id, 60_000, async () => Promise.reject(new Error("provider down")))).rejects.toThrow("provider down");
    expect((await db.jobRun.findFirstOrThrow({ where: { jobId: id } })).error).toBe("provider down");
  });
});
