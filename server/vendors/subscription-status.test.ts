import { describe, expect, it } from "vitest";
import { jobs } from "@/server/jobs/definitions";
import { assertTransition, canTransition, SUBSCRIPTION_TRANSITIONS } from "./subscription-status";

describe("subscription state machine", () => {
  it("allows only the moves of the table; cancelled and expired are final", () => {
    expect(canTransition("pending_payment", "active")).toBe(true);
    expect(canTransition("active", "past_due")).toBe(true);
    expect(canTransition("past_due", "active")).toBe(true);
    expect(canTransition("pending_payment", "past_due")).toBe(false);
    expect(canTransition("active", "pending_payment")).toBe(false);
    expect(SUBSCRIPTION_TRANSITIONS.cancelled).toEqual([]);
    expect(SUBSCRIPTION_TRANSITIONS.expired).toEqual([]);
    expect(() => assertTransition("expired", "active")).toThrow(expect.objectContaining({ code: "CONFLICT", status: 409 }));
  });

  it("the renewal sweep is scheduled hourly", () => {
    expect(jobs.find((j) => j.id === "subscription-renewals")).toMatchObject({ cron: "7 * * * *", everyMs: 3600_000 });
  });
});
