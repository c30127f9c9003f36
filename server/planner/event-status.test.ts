import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { raceTwice } from "@/server/test/race";
import { customer, eventOf } from "@/server/test/rfqs";
import { eventMachine } from "./state-machine";

describe("the event machine", () => {
  it("cancels a planning event once; a cancelled one is 409 CONFLICT", async () => {
    const event = await eventOf((await customer()).id);
    const { winners, errors } = await raceTwice((tx) => eventMachine.move(tx, { id: event.id, status: "planning" }, "cancel"));
    expect(winners).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ code: "CONFLICT" })]);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).status).toBe("cancelled");
    await expect(db.$transaction((tx) => eventMachine.move(tx, event.id, "cancel"))).rejects.toMatchObject({ code: "CONFLICT", status: 409 });
  });
});
