import { afterEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { writeAudit } from "@/server/core/audit";
import { clearHandlers, dispatchOutbox, on } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";

afterEach(() => clearHandlers());

async function drain() {
  // earlier tests' leftovers must not interfere: deliver everything due now
  return dispatchOutbox();
}

describe("transactional outbox", () => {
  it("delivers an event committed with its change, exactly once", async () => {
    await drain();
    const seen: string[] = [];
    on("VendorApproved", async (e) => void seen.push(e.payload.vendorId));
    await db.$transaction(async (tx) => {
      await writeAudit(tx, { actor: { type: "system" }, action: "vendor.approved", entityType: "vendor", entityId: "V1" });
      await emit(tx, "VendorApproved", { vendorId: "V1" });
    });
    expect(await dispatchOutbox()).toEqual({ delivered: 1, failed: 0 });
    expect(await dispatchOutbox()).toEqual({ delivered: 0, failed: 0 });
    expect(seen).toEqual(["V1"]);
  });

  it("writes nothing (no event, no audit row) when the transaction rolls back", async () => {
    await drain();
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
    await drain();
    const clock = freezeClock("2026-11-21T12:00:00Z");
    let calls = 0;
    on("catalog.category_changed", async () => {
      calls++;
      if (calls === 1) throw new Error("index down");
    });
    await db.$transaction((tx) => emit(tx, "catalog.category_changed", { categoryId: "C1" }));
    expect(await dispatchOutbox()).toEqual({ delivered: 0, failed: 1 });
    const row = await db.outboxEvent.findFirstOrThrow({ where: { type: "catalog.category_changed", dispatchedAt: null } });
    expect(row.lastError).toBe("index down");
    expect(row.availableAt.getTime()).toBeGreaterThan(new Date("2026-11-21T12:00:00Z").getTime());
    expect(await dispatchOutbox()).toEqual({ delivered: 0, failed: 0 }); // not due yet
    clock.advance(5_000);
    expect(await dispatchOutbox()).toEqual({ delivered: 1, failed: 0 });
    expect(calls).toBe(2);
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
    expect(row).toMatchObject({ actorType: "admin", actorId: "ADMIN1", action: "user.suspended", ip: "198.51.100.7", requestId: "REQ1", reason: "fraud report" });
    expect(row.diff).toEqual({ status: ["active", "suspended"] });
  });
});
