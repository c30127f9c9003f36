import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { writeAudit } from "@/server/core/audit";
import { clearHandlers, dispatchOutbox, on } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";

// The database opens on first use (seconds on a busy machine), longer than a
// transaction waits to start: open it before the first test.
beforeAll(() => db.$queryRaw`SELECT 1`);
afterEach(() => clearHandlers());

// Other tests write events into the same table, so these tests follow their
// own events (unique ids), never totals.
const ownEvent = (key: string, value: string) => db.outboxEvent.findFirstOrThrow({ where: { payload: { equals: { [key]: value } } } });

/** Dispatches until nothing due is left (others' events included: no handlers, so they just pass). */
async function drain() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

describe("transactional outbox", () => {
  it("delivers an event committed with its change, exactly once", async () => {
    const vendorId = `V-${randomUUID()}`;
    const seen: string[] = [];
    on("VendorApproved", async (e) => void seen.push(e.payload.vendorId));
    await db.$transaction(async (tx) => {
      await writeAudit(tx, { actor: { type: "system" }, action: "vendor.approved", entityType: "vendor", entityId: vendorId });
      await emit(tx, "VendorApproved", { vendorId });
    });
    await drain();
    await drain();
    expect(seen.filter((id) => id === vendorId)).toEqual([vendorId]);
    expect((await ownEvent("vendorId", vendorId)).dispatchedAt).not.toBeNull();
  });

  it("writes nothing (no event, no audit row) when the transaction rolls back", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await writeAudit(tx, { actor: { type: "system" }, action: "vendor.approved", entityType: "vendor", entityId: "V-rollback" });
        await emit(tx, "VendorApproved", { vendorId: "V-rollback" });
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await db.outboxEvent.count({ where: { payload: { equals: { vendorId: "V-rollback" } } } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityId: "V-rollback" } })).toBe(0);
  });

  it("retries a failing handler later with backoff, then delivers", async () => {
    const clock = freezeClock("2026-11-21T12:00:00Z");
    const categoryId = `C-${randomUUID()}`;
    let calls = 0;
    on("catalog.category_changed", async (e) => {
      if (e.payload.categoryId !== categoryId) return;
      calls++;
      if (calls === 1) throw new Error("index down");
    });
    await db.$transaction((tx) => emit(tx, "catalog.category_changed", { categoryId }));
    await drain();
    const failed = await ownEvent("categoryId", categoryId);
    expect(failed).toMatchObject({ dispatchedAt: null, lastError: "index down", attempts: 1 });
    expect(failed.availableAt.getTime()).toBeGreaterThan(new Date("2026-11-21T12:00:00Z").getTime());
    await drain(); // not due yet
    expect(calls).toBe(1);
    clock.advance(5_000);
    await drain();
    expect(calls).toBe(2);
    expect((await ownEvent("categoryId", categoryId)).dispatchedAt).not.toBeNull();
  });
});

describe("audit log", () => {
  it("records actor, action, entity, ip, request id, reason and diff", async () => {
    await db.$transaction((tx) =>
      writeAudit(tx, {
        actor: { type: "admin", id: "ADMIN1" },
        action: "user.suspended",
        entityType: "user",
        entityId: "U-audit",
        reason: "fraud report",
        diff: { status: ["active", "suspended"] },
        request: { ip: "198.51.100.7", requestId: "REQ1" },
      }),
    );
    const row = await db.auditLog.findFirstOrThrow({ where: { entityId: "U-audit" } });
    expect(row).toMatchObject({
      actorType: "admin",
      actorId: "ADMIN1",
      action: "user.suspended",
      ip: "198.51.100.7",
      requestId: "REQ1",
      reason: "fraud report",
    });
    expect(row.diff).toEqual({ status: ["active", "suspended"] });
  });
});
