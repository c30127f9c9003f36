import { describe, expect, it } from "vitest";
import { auth, signedIn } from "@/server/test/identity";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { MediaStatus } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { raceTwice } from "@/server/test/race";
import { mediaMachine } from "./state-machine";

// Media machine: illegal moves answer 409 CONFLICT; of two moves from one
// status exactly one applies (and only the winner emits its event).

async function upload(ownerUserId: string, status: MediaStatus) {
  const id = newId();
  await db.media.create({
    data: {
      id,
      ownerUserId,
      context: "vendor_gallery",
      visibility: "public",
      filename: "a.jpg",
      declaredMime: "image/jpeg",
      declaredSize: 1000,
      storageKey: `test/sm/${id}`,
      status,
      createdAt: now(),
    },
  });
  return id;
}

describe("media state machine", () => {
  it("pending -> processing -> ready | rejected; ready and rejected are final", () => {
    expect(mediaMachine.movesFrom("pending")).toEqual(["confirm"]);
    expect(mediaMachine.movesFrom("processing")).toEqual(["accept", "reject"]);
    expect(mediaMachine.movesFrom("ready")).toEqual([]);
    expect(mediaMachine.movesFrom("rejected")).toEqual([]);
  });

  it("confirming a rejected upload is 409 CONFLICT and changes nothing", async () => {
    const user = await signedIn();
    const id = await upload(user.id, "rejected");
    const res = await call(`/media/${id}/confirm`, { method: "POST", headers: auth(user.token) });
    expect([res.status, res.json.error.code]).toEqual([409, "CONFLICT"]);
    expect((await db.media.findUniqueOrThrow({ where: { id } })).status).toBe("rejected");
  });

  it("two concurrent confirmations from pending: exactly one applies and emits MediaConfirmed", async () => {
    const user = await signedIn();
    const id = await upload(user.id, "pending");
    const { winners, errors } = await raceTwice((tx) =>
      mediaMachine.move(tx, { id, status: "pending" }, "confirm", {
        data: { confirmedAt: now() },
        event: { name: "MediaConfirmed", payload: { mediaId: id } },
      }),
    );
    expect(winners).toEqual([{ from: "pending", to: "processing" }]);
    expect(errors).toEqual([expect.objectContaining({ code: "CONFLICT" })]);
    expect(await db.outboxEvent.count({ where: { type: "MediaConfirmed", payload: { equals: { mediaId: id } } } })).toBe(1);
  });
});
