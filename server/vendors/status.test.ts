import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { auth, signedIn } from "@/server/test/identity";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { raceTwice } from "@/server/test/race";
import { vendorMachine } from "./state-machine";

// Vendor machine: illegal moves answer 409 CONFLICT (docs/decisions.md
// "Vendor status changes"); of two moves from one status exactly one applies.

const moveAs = (move: string, vendorId: string, token: string, body: object) =>
  call(`/admin/vendors/${vendorId}/${move}`, { method: "POST", headers: auth(token), body });

describe("vendor state machine", () => {
  it("offers only the moves of the table", () => {
    expect(vendorMachine.movesFrom("pending_review")).toEqual(["approve", "reject"]);
    expect(vendorMachine.movesFrom("approved")).toEqual(["suspend"]);
    expect(vendorMachine.movesFrom("rejected")).toEqual(["resubmit"]);
  });

  it("an illegal move is 409 CONFLICT and changes nothing", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { vendor } = await vendorWithOwner({ status: "approved" });
    const res = await moveAs("reinstate", vendor.id, admin.token, { reason: "Not suspended at all" });
    expect([res.status, res.json.error.code]).toEqual([409, "CONFLICT"]);
    expect((await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).status).toBe("approved");
    expect(await db.auditLog.count({ where: { entityId: vendor.id, action: "vendor.reinstated" } })).toBe(0);
  });

  it("two concurrent approvals from pending_review: exactly one wins, one audit row and one event", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { vendor } = await vendorWithOwner({ status: "pending_review" });
    const { winners, errors } = await raceTwice((tx) =>
      vendorMachine.move(tx, { id: vendor.id, status: "pending_review" }, "approve", {
        audit: { actor: { type: "admin", id: admin.id }, action: "vendor.approved" },
        event: { name: "VendorApproved", payload: { vendorId: vendor.id } },
      }),
    );
    expect(winners).toEqual([{ from: "pending_review", to: "approved" }]);
    expect(errors).toEqual([expect.objectContaining({ code: "CONFLICT", status: 409 })]);
    expect(await db.auditLog.count({ where: { entityId: vendor.id, action: "vendor.approved" } })).toBe(1);
    expect(await db.outboxEvent.count({ where: { type: "VendorApproved", payload: { equals: { vendorId: vendor.id } } } })).toBe(1);
  });

  it("two concurrent approve requests through the API: one 200, one 409", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { vendor } = await vendorWithOwner({ status: "pending_review" });
    const results = await Promise.all([0, 1].map(() => moveAs("approve", vendor.id, admin.token, {})));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.auditLog.count({ where: { entityId: vendor.id, action: "vendor.approved" } })).toBe(1);
  });
});
