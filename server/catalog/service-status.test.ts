import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { raceTwice } from "@/server/test/race";
import { serviceMachine } from "./state-machine";
import { vendorWithOwner } from "@/server/test/fixtures";

// Service machine: illegal moves answer 409 CONFLICT (docs/decisions.md
// "Service publishing"); of two moves from one status exactly one applies.

async function draftService() {
  const { vendor } = await vendorWithOwner();
  const category = await db.category.findUniqueOrThrow({ where: { slug: "photography" } });
  return db.service.create({
    data: { id: newId(), vendorId: vendor.id, categoryId: category.id, nameAr: "تصوير", nameEn: "Photography", status: "draft", createdAt: now() },
  });
}

describe("service state machine", () => {
  it("maps a target status to its move; no move leads from archived to published", () => {
    expect(serviceMachine.moveFor("draft", "published")).toBe("publish");
    expect(serviceMachine.moveFor("published", "archived")).toBe("archive");
    expect(serviceMachine.movesFrom("archived")).toEqual(["restore"]);
    expect(() => serviceMachine.moveFor("archived", "published")).toThrow(expect.objectContaining({ code: "CONFLICT", status: 409 }));
  });

  it("an illegal move is 409 CONFLICT and changes nothing", async () => {
    const service = await draftService();
    await expect(db.$transaction((tx) => serviceMachine.move(tx, service.id, "restore"))).rejects.toMatchObject({ code: "CONFLICT", status: 409 });
    expect((await db.service.findUniqueOrThrow({ where: { id: service.id } })).status).toBe("draft");
  });

  it("two concurrent moves from draft (publish and archive): exactly one applies", async () => {
    const service = await draftService();
    let turn = 0;
    const { winners, errors } = await raceTwice((tx) => serviceMachine.move(tx, { id: service.id, status: "draft" }, turn++ === 0 ? "publish" : "archive"));
    expect(winners).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ code: "CONFLICT" })]);
    expect((await db.service.findUniqueOrThrow({ where: { id: service.id } })).status).toBe(winners[0].to);
  });
});
