import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { bookedRfq } from "@/server/test/bookings";
import { vendorWithOwner } from "@/server/test/fixtures";
import { auth, signedIn, tag } from "@/server/test/identity";

// Rows are written directly with distinct entity ids / actors per test, and
// every query filters on them: the endpoints other tests call write audit rows too.

type Caller = { token: string };
const query = (caller: Caller, q: Record<string, string>) => call("/admin/audit-logs", { headers: auth(caller.token), query: q });
const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((r) => r.id);

async function row(fields: { actorId?: string; action: string; entityType?: string; entityId?: string; at: string; reason?: string; diff?: object }) {
  const id = newId();
  await db.auditLog.create({
    data: {
      id,
      actorType: "admin",
      actorId: fields.actorId ?? null,
      action: fields.action,
      entityType: fields.entityType ?? "vendor",
      entityId: fields.entityId ?? null,
      ip: "10.0.0.1",
      requestId: "01JREQUEST0000000000000000",
      reason: fields.reason ?? null,
      diff: fields.diff,
      createdAt: new Date(fields.at),
    },
  });
  return id;
}

/** Five rows by one fresh actor, spread over three days. */
async function fixture() {
  const actorId = newId();
  const entityId = newId();
  const t = tag();
  const r = {
    approved: await row({
      actorId,
      action: "vendor.approved",
      entityId,
      at: "2026-03-01T08:00:00Z",
      reason: "docs ok",
      diff: { status: ["pending_review", "approved"] },
    }),
    suspended: await row({ actorId, action: "vendor.suspended", entityId, at: "2026-03-02T23:59:59Z" }),
    login: await row({ actorId, action: "auth.login.failed", entityType: "user", at: "2026-03-02T10:00:00Z" }),
    category: await row({ actorId, action: "category.updated", entityType: "category", entityId: `cat-${t}`, at: "2026-03-03T00:00:00Z" }),
    vendorsX: await row({ actorId, action: "vendors.exported", entityType: "report", at: "2026-03-03T12:00:00Z" }),
  };
  return { actorId, entityId, r };
}

describe("GET /admin/audit-logs", () => {
  it("is for audit.read holders only: operations and super admins yes, moderators and customers 403, anonymous 401", async () => {
    expect((await query(await signedIn({ roles: ["admin_operations"] }), {})).status).toBe(200);
    expect((await query(await signedIn({ roles: ["admin_super"] }), {})).status).toBe(200);
    for (const roles of [["admin_moderator"], ["customer"]] as const) {
      const res = await query(await signedIn({ roles: [...roles] }), {});
      expect([res.status, res.json.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect((await call("/admin/audit-logs")).status).toBe(401);
  });

  it("returns rows newest first in the documented shape", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { actorId, entityId, r } = await fixture();
    const res = await query(admin, { actor_id: actorId });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([r.vendorsX, r.category, r.suspended, r.login, r.approved]);
    expect(res.json.data.at(-1)).toEqual({
      id: r.approved,
      actor: { type: "admin", id: actorId, name: null, email: null }, // no such person: the id alone
      action: "vendor.approved",
      action_label: "Vendor: approved",
      entity_type: "vendor",
      entity_type_label: "Vendor",
      entity_id: entityId,
      entity_name: null,
      ip: "10.0.0.1",
      request_id: "01JREQUEST0000000000000000",
      reason: "docs ok",
      diff: { status: ["pending_review", "approved"] },
      created_at: "2026-03-01T08:00:00.000Z",
    });
    expect(res.json.meta.pagination).toEqual({ page: 1, per_page: 20, total: 5, total_pages: 1 });
  });

  it("filters by action (exact or prefix), entity and actor", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { actorId, entityId, r } = await fixture();
    const q = (extra: Record<string, string>) => query(admin, { actor_id: actorId, ...extra });
    expect(ids(await q({ action: "vendor." }))).toEqual([r.suspended, r.approved]); // not "vendors.exported"
    expect(ids(await q({ action: "vendor*" }))).toEqual([r.vendorsX, r.suspended, r.approved]);
    expect(ids(await q({ action: "vendor.approved" }))).toEqual([r.approved]);
    expect(ids(await q({ action: "vendor" }))).toEqual([]); // exact unless it ends with . or *
    expect(ids(await q({ entity_type: "category" }))).toEqual([r.category]);
    expect(ids(await q({ entity_type: "vendor", entity_id: entityId }))).toEqual([r.suspended, r.approved]);
    expect(ids(await query(admin, { entity_id: entityId }))).toEqual([r.suspended, r.approved]);
    expect(ids(await query(admin, { actor_id: newId() }))).toEqual([]);
  });

  it("names people and objects beside their ids, says actions in the caller's language, and filters by person name or email", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const t = tag();
    const person = await db.user.create({
      data: { id: newId(), email: `hessa-${t}@example.com`, firstName: "Hessa", lastName: `Al-Sabah ${t}`, status: "active" },
    });
    const { vendor } = await vendorWithOwner();
    const id = await row({ actorId: person.id, action: "vendor.approved", entityId: vendor.id, at: "2026-03-04T08:00:00Z" });
    const unknown = await row({ actorId: person.id, action: "vendor.teleported", entityType: "spaceship", entityId: "x1", at: "2026-03-04T09:00:00Z" });

    const en = await query(admin, { actor: `Al-Sabah ${t}` });
    expect(ids(en)).toEqual([unknown, id]);
    expect(en.json.data[1]).toMatchObject({
      actor: { id: person.id, name: `Hessa Al-Sabah ${t}`, email: `hessa-${t}@example.com` },
      action_label: "Vendor: approved",
      entity_type_label: "Vendor",
      entity_id: vendor.id,
      entity_name: vendor.nameEn,
    });
    // An action or type without words keeps its code; an object without a name its id alone.
    expect(en.json.data[0]).toMatchObject({ action_label: "vendor.teleported", entity_type_label: "spaceship", entity_name: null });

    const ar = await call("/admin/audit-logs", { headers: auth(admin.token, "ar"), query: { actor: `hessa-${t}@EXAMPLE.com`, entity_type: "vendor" } });
    expect(ids(ar)).toEqual([id]);
    expect(ar.json.data[0]).toMatchObject({ action_label: "المزوّد: اعتُمد", entity_type_label: "مزوّد", entity_name: vendor.nameAr });
    expect(ids(await query(admin, { actor: `nobody-${t}` }))).toEqual([]);
  });

  it("names payments and refunds by their booking's reference and amount, in the caller's language", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { booking, buyer } = await bookedRfq({ paid: "300.000" });
    const payment = await db.payment.create({
      data: {
        id: newId(),
        payableType: "booking",
        payableId: booking.id,
        purpose: "booking_deposit",
        payerUserId: buyer.id,
        amount: "300.000",
        provider: "sandbox",
        status: "paid",
        expiresAt: new Date(),
      },
    });
    const refund = await db.refund.create({ data: { id: newId(), paymentId: payment.id, bookingId: booking.id, amount: "150.000", reason: "goodwill" } });
    await row({ action: "payment.succeeded", entityType: "payment", entityId: payment.id, at: "2026-03-05T08:00:00Z" });
    await row({ action: "refund.approved", entityType: "refund", entityId: refund.id, at: "2026-03-05T09:00:00Z" });

    const en = await query(admin, { entity_id: refund.id });
    expect(en.json.data[0]).toMatchObject({ entity_type_label: "Refund", entity_id: refund.id, entity_name: `${booking.reference} · 150.000 KWD` });
    expect((await query(admin, { entity_id: payment.id })).json.data[0]).toMatchObject({ entity_name: `${booking.reference} · 300.000 KWD` });
    const ar = await call("/admin/audit-logs", { headers: auth(admin.token, "ar"), query: { entity_id: refund.id } });
    expect(ar.json.data[0]).toMatchObject({ entity_name: `${booking.reference} · 150.000 د.ك` });
  });

  it("filters by time: dates cover whole UTC days, date-times are exact bounds", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { actorId, r } = await fixture();
    const q = (extra: Record<string, string>) => query(admin, { actor_id: actorId, ...extra });
    expect(ids(await q({ from: "2026-03-02", to: "2026-03-02" }))).toEqual([r.suspended, r.login]);
    expect(ids(await q({ from: "2026-03-03" }))).toEqual([r.vendorsX, r.category]);
    expect(ids(await q({ to: "2026-03-01" }))).toEqual([r.approved]);
    expect(ids(await q({ from: "2026-03-02T10:00:00Z", to: "2026-03-03T00:00:00Z" }))).toEqual([r.category, r.suspended, r.login]);
    expect(ids(await q({ from: "2026-03-02T12:00:00+02:00", to: "2026-03-02T13:00:00+03:00" }))).toEqual([r.login]);
  });

  it("rejects bad dates, reversed ranges and unknown filters (422)", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const bad = await query(admin, { from: "yesterday" });
    expect([bad.status, Object.keys(bad.json.error.details)]).toEqual([422, ["from"]]);
    expect((await query(admin, { from: "2026-02-28T25:00:00Z" })).status).toBe(422);
    expect((await query(admin, { to: "2026-02-30" })).status).toBe(422);
    const reversed = await query(admin, { from: "2026-03-03", to: "2026-03-01" });
    expect(reversed.json.error.details.to).toEqual(["The start must not be after the end."]);
    const unknown = await query(admin, { user: "x" });
    expect([unknown.status, Object.keys(unknown.json.error.details)]).toEqual([422, ["user"]]);
  });

  it("paginates with page and per_page", async () => {
    const admin = await signedIn({ roles: ["admin_operations"] });
    const { actorId, r } = await fixture();
    const second = await query(admin, { actor_id: actorId, per_page: "2", page: "2" });
    expect(ids(second)).toEqual([r.suspended, r.login]);
    expect(second.json.meta.pagination).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3 });
    expect(second.json.links.prev).toContain("page=1");
    expect(second.json.links.next).toContain("page=3");
  });

  it("is read-only: other methods answer 405 and change nothing", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const { actorId } = await fixture();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await call("/admin/audit-logs", { method, headers: auth(admin.token), body: {} });
      expect([method, res.status, res.json.error.code]).toEqual([method, 405, "METHOD_NOT_ALLOWED"]);
      expect(res.headers.get("allow")).toContain("GET");
    }
    expect(await db.auditLog.count({ where: { actorId } })).toBe(5);
  });
});
