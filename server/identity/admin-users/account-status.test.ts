import { describe, expect, it } from "vitest";
import { signedIn } from "@/server/test/identity";
import { db } from "@/server/core/db/client";
import { raceTwice } from "@/server/test/race";
import { accountMachine, cancelDeletionMove } from "../state-machine";

// Account machine (spec "States and transitions / Account"): illegal moves
// answer 409 CONFLICT; of two moves from one status exactly one applies.

const statusOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).status;

describe("account state machine", () => {
  it("has the spec's moves, erasure only from suspended, anonymized final", () => {
    expect(accountMachine.movesFrom("pending_verification")).toEqual(["verify", "suspend", "request_deletion"]);
    expect(accountMachine.movesFrom("active")).toEqual(["suspend", "request_deletion"]);
    expect(accountMachine.movesFrom("suspended")).toEqual(["reinstate", "erase"]);
    expect(accountMachine.movesFrom("deletion_requested")).toEqual(["cancel_deletion", "cancel_deletion_unverified", "anonymize"]);
    expect(accountMachine.movesFrom("anonymized")).toEqual([]);
    expect(cancelDeletionMove({ emailVerifiedAt: null, phoneVerifiedAt: new Date() })).toBe("cancel_deletion");
    expect(cancelDeletionMove({ emailVerifiedAt: null, phoneVerifiedAt: null })).toBe("cancel_deletion_unverified");
  });

  it("an illegal move is 409 CONFLICT and changes nothing", async () => {
    const user = await signedIn();
    await expect(db.$transaction((tx) => accountMachine.move(tx, user.id, "erase"))).rejects.toMatchObject({ code: "CONFLICT", status: 409 });
    expect(await statusOf(user.id)).toBe("active");
  });

  it("two concurrent moves from active (suspension and deletion request): exactly one applies", async () => {
    const user = await signedIn();
    let turn = 0;
    const { winners, errors } = await raceTwice((tx) =>
      accountMachine.move(tx, { id: user.id, status: "active" }, turn++ === 0 ? "suspend" : "request_deletion"),
    );
    expect(winners).toHaveLength(1);
    expect(errors).toEqual([expect.objectContaining({ code: "CONFLICT" })]);
    expect(await statusOf(user.id)).toBe(winners[0].to);
  });

  it("a verification read before a suspension does not reactivate the account", async () => {
    const user = await signedIn();
    await db.user.update({ where: { id: user.id }, data: { status: "pending_verification" } });
    await db.$transaction((tx) => accountMachine.move(tx, user.id, "suspend"));
    // What verify-email/OTP flows do with the row they read earlier.
    expect(await db.$transaction((tx) => accountMachine.tryMove(tx, { id: user.id, status: "pending_verification" }, "verify"))).toBeNull();
    expect(await statusOf(user.id)).toBe("suspended");
  });
});
