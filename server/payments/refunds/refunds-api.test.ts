import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { renderNotification } from "@/server/notifications/templates";
import { signedIn, type TestUser } from "@/server/test/identity";
import { paidDeposit } from "@/server/test/payments";
import { resetPaymentDeps } from "../deps";
import { refundApi, scriptProvider } from "../../test/refunds";

// The refund endpoints as payers, vendors and Finance use them. The deposit
// of paidDeposit() is 240.000 KWD paid by KNET.

let finance: TestUser;
let finance2: TestUser;
const admins = async () => {
  finance ??= await signedIn({ roles: ["admin_finance"] });
  finance2 ??= await signedIn({ roles: ["admin_finance"] });
  return { a: refundApi(finance.token), b: refundApi(finance2.token) };
};

const notifications = (userId: string, kind: string) => db.notification.findMany({ where: { userId, kind }, orderBy: { createdAt: "asc" } });

afterEach(() => resetPaymentDeps());

describe("POST /refunds and GET /refunds/{id}", () => {
  it("the payer's request waits for approval; the payer, the vendor's members and Finance read it; others get 404", async () => {
    const setup = await paidDeposit();
    const res = await refundApi(setup.buyer.token).request({ payment_id: setup.payment.id, amount: "100.000", reason: "vendor_fault" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      status: "requested",
      amount: { amount: "100.000", currency: "KWD" },
      booking_id: setup.bookingId,
      system_initiated: false,
    });
    const [notice] = await notifications(setup.buyer.id, "refund.requested");
    expect(notice.params).toMatchObject({ amount: { amount: "100.000", currency: "KWD" }, booking_ref: setup.booking.reference });

    const id = res.json.data.id as string;
    const { a } = await admins();
    expect((await refundApi(setup.buyer.token).get(id)).status).toBe(200);
    expect((await refundApi(setup.vendors[0].owner.token).get(id)).status).toBe(200);
    expect((await a.get(id)).status).toBe(200);
    expect((await refundApi(setup.vendors[1].owner.token).get(id)).status).toBe(404);
    const stranger = await signedIn();
    expect((await refundApi(stranger.token).get(id)).status).toBe(404);
    expect((await refundApi(stranger.token).request({ payment_id: setup.payment.id, amount: "1.000", reason: "vendor_fault" })).status).toBe(404);
  });

  it("refuses more than the payment, a zero amount, goodwill without a note, and an unpaid payment", async () => {
    const setup = await paidDeposit();
    const api = refundApi(setup.buyer.token);
    const over = await api.request({ payment_id: setup.payment.id, amount: "240.001", reason: "vendor_fault" });
    expect(over.status).toBe(422);
    expect(over.json.error.code).toBe("VALIDATION_FAILED");
    expect(over.json.error.details.amount).toBeDefined();
    expect((await api.request({ payment_id: setup.payment.id, amount: "0.000", reason: "vendor_fault" })).json.error.details.amount).toBeDefined();
    expect((await api.request({ payment_id: setup.payment.id, amount: "10.5", reason: "vendor_fault" })).status).toBe(422);
    const goodwill = await api.request({ payment_id: setup.payment.id, amount: "10.000", reason: "goodwill" });
    expect(goodwill.json.error.details.note).toBeDefined();
    expect((await api.request({ payment_id: setup.payment.id, amount: "10.000", reason: "goodwill", note: "Sorry for the wait" })).status).toBe(201);
    await db.payment.update({ where: { id: setup.payment.id }, data: { status: "failed" } });
    expect((await api.request({ payment_id: setup.payment.id, amount: "10.000", reason: "vendor_fault" })).status).toBe(409);
    expect((await api.request({ payment_id: setup.payment.id, amount: "10.000", reason: "vendor_fault" }, "not-a-uuid")).status).toBe(422);
  });
});

describe("POST /admin/refunds", () => {
  it("two concurrent refunds that together exceed the payment: exactly one is refused", async () => {
    const { payment } = await paidDeposit();
    const { a, b } = await admins();
    const results = await Promise.all([
      a.issue({ payment_id: payment.id, amount: "150.000", reason: "vendor_fault" }),
      b.issue({ payment_id: payment.id, amount: "150.000", reason: "vendor_fault" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422)!;
    expect(refused.json.error).toMatchObject({ code: "VALIDATION_FAILED", details: { amount: expect.any(Array) } });
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it("replays the same key and body, refuses the key with another body, and needs refund.issue", async () => {
    const { payment, buyer } = await paidDeposit();
    const { a } = await admins();
    const key = randomUUID();
    const body = { payment_id: payment.id, amount: "40.000", reason: "duplicate_charge" };
    const first = await a.issue(body, key);
    expect(first.status).toBe(201);
    const replay = await a.issue(body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotency-Replayed")).toBe("true");
    expect(replay.json.data.id).toBe(first.json.data.id);
    const reused = await a.issue({ ...body, amount: "41.000" }, key);
    expect(reused.status).toBe(409);
    expect(reused.json.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
    expect((await refundApi(buyer.token).issue(body)).status).toBe(403);
    expect((await a.issue({ ...body, payment_id: "01JZZZZZZZZZZZZZZZZZZZZZZZ" })).status).toBe(404);
  });
});

describe("approval queue, approve and deny", () => {
  it("the requester cannot approve; another Finance admin approves, the provider processes, the payment is partially then fully refunded", async () => {
    const setup = await paidDeposit();
    const { a, b } = await admins();
    const sends = scriptProvider("processed");
    const first = await a.issue({ payment_id: setup.payment.id, amount: "90.000", reason: "vendor_fault" });
    const id = first.json.data.id as string;

    const queue = await b.list({ status: "requested" });
    expect(queue.status).toBe(200);
    expect(queue.json.data.map((r: { id: string }) => r.id)).toContain(id);
    expect(queue.json.meta.pagination).toMatchObject({ page: 1 });
    expect((await refundApi(setup.buyer.token).list()).status).toBe(403);

    const self = await a.approve(id);
    expect(self.status).toBe(403);
    expect(self.json.error.code).toBe("FORBIDDEN");
    expect(self.json.error.message).toMatch(/another Finance admin/);

    const approved = await b.approve(id);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.data).toMatchObject({ status: "processed", decided_by_user_id: finance2.id, provider_refund_id: `rf_${id}`, attempts: 1 });
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ refundId: id, paymentId: setup.payment.id, amount: "90.000", currency: "KWD" });
    let payment = await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } });
    expect(payment.status).toBe("partially_refunded");
    expect(payment.refundedAmount.toFixed(3)).toBe("90.000");
    expect((await b.approve(id)).status).toBe(409);

    const [processed] = await notifications(setup.buyer.id, "refund.processed");
    expect(processed.params).toMatchObject({ amount: { amount: "90.000", currency: "KWD" }, method: "knet" });
    expect(renderNotification("refund.processed", "en", processed.params as Record<string, string>).body).toContain("3 to 7 business days");
    expect(await notifications(setup.buyer.id, "refund.approved")).toHaveLength(1);

    const rest = await b.issue({ payment_id: setup.payment.id, amount: "150.000", reason: "vendor_fault" });
    expect((await a.approve(rest.json.data.id)).json.data.status).toBe("processed");
    payment = await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } });
    expect(payment.status).toBe("refunded");
    expect(payment.refundedAmount.toFixed(3)).toBe("240.000");
    expect((await b.issue({ payment_id: setup.payment.id, amount: "1.000", reason: "vendor_fault" })).status).toBe(409);
  });

  it("card payments are told 5 to 14 business days", async () => {
    const setup = await paidDeposit();
    await db.payment.update({ where: { id: setup.payment.id }, data: { method: "card" } });
    const { a, b } = await admins();
    scriptProvider("processed");
    const issued = await a.issue({ payment_id: setup.payment.id, amount: "240.000", reason: "vendor_fault" });
    expect((await b.approve(issued.json.data.id)).json.data.status).toBe("processed");
    const [processed] = await notifications(setup.buyer.id, "refund.processed");
    expect(renderNotification("refund.processed", "en", processed.params as Record<string, string>).body).toContain("5 to 14 business days");
    expect((await db.payment.findUniqueOrThrow({ where: { id: setup.payment.id } })).status).toBe("refunded");
  });

  it("denial needs a reason, tells the payer, and frees the amount", async () => {
    const setup = await paidDeposit();
    const { a, b } = await admins();
    const requested = await refundApi(setup.buyer.token).request({ payment_id: setup.payment.id, amount: "240.000", reason: "dispute_resolution" });
    const id = requested.json.data.id as string;
    expect((await b.deny(id, {})).status).toBe(422);
    expect((await refundApi(setup.buyer.token).deny(id)).status).toBe(403);
    expect((await b.deny("01JZZZZZZZZZZZZZZZZZZZZZZZ")).status).toBe(404);
    const denied = await b.deny(id, { reason: "The photos were delivered" });
    expect(denied.status).toBe(200);
    expect(denied.json.data).toMatchObject({ status: "denied", denial_reason: "The photos were delivered", decided_by_user_id: finance2.id });
    const [notice] = await notifications(setup.buyer.id, "refund.denied");
    expect(notice.params).toMatchObject({ reason: { ar: "The photos were delivered", en: "The photos were delivered" }, booking_ref: setup.booking.reference });
    expect((await b.approve(id)).status).toBe(409);
    expect(await db.auditLog.count({ where: { entityType: "refund", entityId: id, action: "refund.denied" } })).toBe(1);
    const own = await a.issue({ payment_id: setup.payment.id, amount: "240.000", reason: "vendor_fault" });
    expect(own.status).toBe(201);
    expect((await a.deny(own.json.data.id)).status).toBe(403);
  });
});
