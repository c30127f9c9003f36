import { afterEach, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { dispatchOutbox, releaseOutboxLeases, resumeOutbox } from "./dispatcher";

// Graceful shutdown of a process that is delivering outbox events: a delivery
// that finishes in time is recorded once; one that does not gives its lease
// back, so another instance delivers the row at once (not after 5 minutes).
afterEach(resumeOutbox);

async function event(): Promise<string> {
  const id = newId();
  await db.outboxEvent.create({ data: { id, type: "VendorChanged", payload: { vendorId: "x" } } });
  return id;
}

describe("outbox on shutdown", () => {
  it("waits for the delivery under way, then claims nothing more", async () => {
    const id = await event();
    let finish!: () => void;
    const delivered: string[] = [];
    const run = dispatchOutbox(async (e) => {
      await new Promise<void>((resolve) => (finish = resolve));
      delivered.push(e.id);
    });
    await expect.poll(() => typeof finish).toBe("function");
    const released = releaseOutboxLeases(5000);
    finish();
    expect(await released).toBe(0);
    await run;
    expect(delivered).toEqual([id]);
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id } })).dispatchedAt).not.toBeNull();

    const next = await event();
    expect(await dispatchOutbox(async () => undefined)).toEqual({ delivered: 0, failed: 0 });
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id: next } })).dispatchedAt).toBeNull();
    await db.outboxEvent.delete({ where: { id: next } });
  });

  it("gives back the lease of a delivery still running at the deadline: the row is due again at once", async () => {
    const id = await event();
    let finish!: () => void;
    const run = dispatchOutbox(async () => new Promise<void>((resolve) => (finish = resolve)));
    await expect.poll(() => typeof finish).toBe("function");
    const leased = await db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(leased.availableAt.getTime()).toBeGreaterThan(now().getTime() + 60_000);
    expect(await releaseOutboxLeases(50)).toBe(1);
    const released = await db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(released.availableAt.getTime()).toBeLessThanOrEqual(now().getTime());
    expect(released.attempts).toBe(0);
    finish();
    await run;
  });
});
