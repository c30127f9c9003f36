import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { raceTwice } from "@/server/test/race";
import { categoryMachine } from "./state-machine";
import { tag } from "@/server/test/identity";

// Category machine: illegal moves answer 409 CONFLICT (docs/decisions.md
// "Category archive"); of two moves from one status exactly one applies.

async function category(status: "active" | "inactive" | "archived" = "active") {
  const t = tag();
  return db.category.create({ data: { id: newId(), slug: `cat-${t}`, nameAr: `فئة ${t}`, nameEn: `Category ${t}`, icon: "tag", status, createdAt: now() } });
}

describe("category state machine", () => {
  it("archives only from inactive; archived is final", () => {
    expect(categoryMachine.movesFrom("active")).toEqual(["deactivate"]);
    expect(categoryMachine.movesFrom("inactive")).toEqual(["activate", "archive"]);
    expect(categoryMachine.movesFrom("archived")).toEqual([]);
  });

  it("an illegal move is 409 CONFLICT and changes nothing", async () => {
    const c = await category("active");
    await expect(db.$transaction((tx) => categoryMachine.move(tx, c.id, "archive"))).rejects.toMatchObject({ code: "CONFLICT", status: 409 });
    expect((await db.category.findUniqueOrThrow({ where: { id: c.id } })).status).toBe("active");
  });

  it("two concurrent moves from inactive (activate and archive): exactly one applies", async () => {
    const c = await category("inactive");
    let turn = 0;
    const { winners, errors } = await raceTwice((tx) => categoryMachine.move(tx, { id: c.id, status: "inactive" }, turn++ === 0 ? "activate" : "archive"));
    expect(winners).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ code: "CONFLICT" })]);
    expect((await db.category.findUniqueOrThrow({ where: { id: c.id } })).status).toBe(winners[0].to);
  });
});
