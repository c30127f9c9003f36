import { describe, expect, it } from "vitest";
import { vendorWithOwner } from "@/server/test/fixtures";
import { db } from "@/server/core/db/client";
import { jobs } from "@/server/jobs/definitions";
import { raceTwice } from "@/server/test/race";
import { subscriptionMachine } from "./state-machine";
import { startFreeSubscription } from "./subscriptions";

// Subscription machine: illegal moves answer 409 CONFLICT (docs/decisions.md
// "Illegal status moves"); of two moves from one status exactly one applies.

describe("subscription state machine", () => {
  it("allows only the moves of the table; cancelled and expired are final", () => {
    expect(subscriptionMachine.movesFrom("pending_payment")).toEqual(["activate", "cancel"]);
    expect(subscriptionMachine.movesFrom("active")).toEqual(["fall_due", "expire", "cancel"]);
    expect(subscriptionMachine.movesFrom("past_due")).toEqual(["renew", "expire", "cancel"]);
    expect(subscriptionMachine.movesFrom("cancelled")).toEqual([]);
    expect(subscriptionMachine.movesFrom("expired")).toEqual([]);
  });

  it("an illegal move is 409 CONFLICT and changes nothing", async () => {
    const { vendor } = await vendorWithOwner();
    const { id } = await db.$transaction((tx) => startFreeSubscription(tx, vendor.id));
    await db.$transaction((tx) => subscriptionMachine.move(tx, id, "expire"));
    await expect(db.$transaction((tx) => subscriptionMachine.move(tx, id, "renew"))).rejects.toMatchObject({ code: "CONFLICT", status: 409 });
    expect((await db.subscription.findUniqueOrThrow({ where: { id } })).status).toBe("expired");
  });

  it("two concurrent moves from active (a sweep and a cancellation): exactly one applies", async () => {
    const { vendor } = await vendorWithOwner();
    const { id } = await db.$transaction((tx) => startFreeSubscription(tx, vendor.id));
    const { winners, errors } = await raceTwice((tx) => subscriptionMachine.move(tx, { id, status: "active" }, "cancel"));
    expect(winners).toEqual([{ from: "active", to: "cancelled" }]);
    expect(errors).toEqual([expect.objectContaining({ code: "CONFLICT" })]);
    // The jobs' form: the loser learns it lost (null) and does nothing else.
    const other = await vendorWithOwner();
    const second = await db.$transaction((tx) => startFreeSubscription(tx, other.vendor.id));
    const race = await raceTwice((tx) => subscriptionMachine.tryMove(tx, { id: second.id, status: "active" }, "expire"));
    expect(race.winners.filter(Boolean)).toHaveLength(1);
    expect(race.winners.filter((w) => w === null)).toHaveLength(1);
    expect((await db.subscription.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("expired");
  });

  it("the renewal sweep is scheduled hourly", () => {
    expect(jobs.find((j) => j.id === "subscription-renewals")).toMatchObject({ cron: "7 * * * *", everyMs: 3600_000 });
  });
});
