import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { CategoryStatus, Prisma } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import { defineMachine, type StatusWrite } from "@/server/core/state-machine";

// The helper on its own, over a table it does not own (categories), with a
// machine defined here: the domain machines have their own tests.
const machine = defineMachine({
  name: "category",
  transitions: {
    hide: { from: ["active"], to: "inactive" },
    show: { from: ["inactive"], to: "active" },
    retire: { from: ["active", "inactive"], to: "archived" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.category.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<CategoryStatus, Prisma.CategoryUpdateManyMutationInput, Prisma.CategoryWhereInput>) =>
    tx.category.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

async function category(status: CategoryStatus = "active") {
  const t = randomUUID().slice(0, 8);
  return db.category.create({ data: { id: newId(), slug: `sm-${t}`, nameAr: `فئة ${t}`, nameEn: `Category ${t}`, icon: "tag", status, createdAt: now() } });
}
const statusOf = async (id: string) => (await db.category.findUniqueOrThrow({ where: { id } })).status;

describe("state machine helper", () => {
  it("lists the moves open from a state and finds the move to a target", () => {
    expect(machine.movesFrom("active")).toEqual(["hide", "retire"]);
    expect(machine.movesFrom("archived")).toEqual([]);
    expect(machine.moveFor("inactive", "active")).toBe("show");
    expect(() => machine.moveFor("archived", "active")).toThrow(expect.objectContaining({ code: "CONFLICT", status: 409 }));
    expect(() => machine.assertCan("archived", "show")).toThrow(expect.objectContaining({ code: "CONFLICT" }));
  });

  it("moves, writing the columns, the audit row and the event in the caller's transaction", async () => {
    const c = await category();
    const moved = await db.$transaction((tx) =>
      machine.move(tx, c.id, "hide", {
        data: { sortOrder: 7 },
        audit: { actor: { type: "system" }, action: "category.hidden", reason: "test", diff: { note: "x" } },
        event: { name: "catalog.category_changed", payload: { categoryId: c.id } },
      }),
    );
    expect(moved).toEqual({ from: "active", to: "inactive" });
    expect(await db.category.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ status: "inactive", sortOrder: 7 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "category.hidden", entityId: c.id } });
    expect(audit).toMatchObject({ entityType: "category", actorType: "system", reason: "test", diff: { status: ["active", "inactive"], note: "x" } });
    expect(await db.outboxEvent.count({ where: { type: "catalog.category_changed", payload: { equals: { categoryId: c.id } } } })).toBe(1);
  });

  it("an illegal move throws the machine's error and writes nothing; tryMove answers null", async () => {
    const c = await category("archived");
    await expect(
      db.$transaction((tx) => machine.move(tx, c.id, "show", { audit: { actor: { type: "system" }, action: "category.shown" } })),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      status: 409,
    });
    expect(await db.$transaction((tx) => machine.tryMove(tx, c.id, "show"))).toBeNull();
    expect(await statusOf(c.id)).toBe("archived");
    expect(await db.auditLog.count({ where: { action: "category.shown", entityId: c.id } })).toBe(0);
    await expect(db.$transaction((tx) => machine.move(tx, newId(), "show"))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("is conditional on the status the caller read: a move from a stale status loses", async () => {
    const c = await category();
    await db.$transaction((tx) => machine.move(tx, c, "hide"));
    // `c` still says active: the row is inactive now, so "retire from active" must not apply.
    await expect(db.$transaction((tx) => machine.move(tx, c, "retire"))).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await db.$transaction((tx) => machine.tryMove(tx, c, "retire"))).toBeNull();
    expect(await statusOf(c.id)).toBe("inactive");
  });

  it("an extra condition (`where`) that no longer holds makes the move lose", async () => {
    const c = await category();
    expect(await db.$transaction((tx) => machine.tryMove(tx, c.id, "hide", { where: { sortOrder: 99 } }))).toBeNull();
    expect(await statusOf(c.id)).toBe("active");
  });
});
