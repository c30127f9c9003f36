import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { BUILT_IN_ROLES, type AdminRoleCode } from "@/server/identity/roles";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { ADMIN_QUEUES } from "./admin-queues";

type Queue = { key: string; permission: string; count: number; amount: { amount: string } | null; date: string | null };
const home = async (roles: AdminRoleCode[]) => {
  const admin = await signedIn({ roles });
  return async () => {
    const res = await call("/admin/home", { headers: auth(admin.token) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return {
      roles: res.json.data.roles as string[],
      queues: res.json.data.queues as Queue[],
      byKey: (key: string) => (res.json.data.queues as Queue[]).find((q) => q.key === key),
    };
  };
};

/** The queues a role's permissions open, in the home's order. */
const expectedKeys = (role: AdminRoleCode) => {
  const held = BUILT_IN_ROLES[role] as readonly string[];
  return ADMIN_QUEUES.filter((q) => held.includes("*") || held.includes(q.permission)).map((q) => q.key);
};

describe("GET /admin/home", () => {
  it("lists, for each admin role, exactly the queues its permissions open", async () => {
    for (const role of ["admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const) {
      const read = await home([role]);
      const { roles, queues } = await read();
      expect(roles).toEqual([role]);
      expect(
        queues.map((q) => q.key),
        role,
      ).toEqual(expectedKeys(role));
    }
    // Spot checks that read as the spec's permission matrix.
    expect(expectedKeys("admin_finance")).toEqual([
      "refunds_to_approve",
      "refunds_manual",
      "settlements_to_pay",
      "reconciliation_mismatches",
      "payments_flagged",
    ]);
    expect(expectedKeys("admin_moderator")).toEqual(["zero_result_searches", "draft_pages"]);
    expect(expectedKeys("admin_super")).toEqual(ADMIN_QUEUES.map((q) => q.key));
  });

  it("never counts a queue the role may not open: the moderator sees no vendor, refund or review counts", async () => {
    const read = await home(["admin_moderator"]);
    await vendorWithOwner({ status: "pending_review" });
    const { queues } = await read();
    for (const key of ["vendor_approvals", "refunds_to_approve", "reviews_reported", "settlements_to_pay", "reconciliation_mismatches"]) {
      expect(
        queues.some((q) => q.key === key),
        key,
      ).toBe(false);
    }
  });

  it("counts what waits: a vendor applying, a refund requested, a day that did not reconcile, a settlement to pay", async () => {
    const ops = await home(["admin_operations"]);
    const finance = await home(["admin_finance"]);
    const before = { ops: await ops(), finance: await finance() };

    await vendorWithOwner({ status: "pending_review" });
    const paid = await paidDeposit();
    await db.refund.create({
      data: {
        id: newId(),
        paymentId: paid.payment.id,
        bookingId: paid.bookingId,
        amount: "12.500",
        reason: "goodwill",
        note: "late",
        status: "requested",
        createdAt: now(),
      },
    });
    const runDate = new Date(`${now().toISOString().slice(0, 10)}T00:00:00Z`);
    await db.reconciliationRun.create({
      data: { id: newId(), runDate, provider: `p-${newId().slice(-6)}`, mismatchCount: 2, ourCount: 3, providerCount: 3, matchedCount: 1 },
    });
    const run = await db.settlementRun.create({ data: { id: newId(), runDate: new Date(Date.UTC(2001, 0, Math.floor(Math.random() * 9000))) } });
    await db.settlement.create({
      data: {
        id: newId(),
        reference: `STL-T-${newId().slice(-8)}`,
        runId: run.id,
        vendorId: paid.booking.vendorId,
        entryCount: 1,
        grossDeposits: "100.000",
        commission: "5.000",
        netPayout: "95.000",
      },
    });

    const after = { ops: await ops(), finance: await finance() };
    expect(after.ops.byKey("vendor_approvals")!.count).toBe(before.ops.byKey("vendor_approvals")!.count + 1);
    const refunds = after.finance.byKey("refunds_to_approve")!;
    expect(refunds.count).toBe(before.finance.byKey("refunds_to_approve")!.count + 1);
    expect(Number(refunds.amount!.amount) - Number(before.finance.byKey("refunds_to_approve")!.amount!.amount)).toBeCloseTo(12.5, 3);
    const recon = after.finance.byKey("reconciliation_mismatches")!;
    expect(recon.count).toBe(before.finance.byKey("reconciliation_mismatches")!.count + 2);
    expect(recon.date).not.toBeNull();
    expect(after.finance.byKey("settlements_to_pay")!.count).toBe(before.finance.byKey("settlements_to_pay")!.count + 1);
    // Operations approves vendors but does not see the money queues.
    expect(after.ops.byKey("refunds_to_approve")).toBeUndefined();
    expect(after.finance.byKey("vendor_approvals")).toBeUndefined();
  });

  it("is for staff only: a customer gets 403, a visitor 401", async () => {
    const customer = await signedIn({ roles: ["customer"] });
    const res = await call("/admin/home", { headers: auth(customer.token) });
    expect([res.status, res.json.error.code]).toEqual([403, "FORBIDDEN"]);
    expect((await call("/admin/home")).status).toBe(401);
  });
});
