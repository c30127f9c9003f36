import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { api, conversationWith, vendorTeam } from "@/server/test/conversations";
import { vendorWithOwner, vendorMember } from "@/server/test/fixtures";
import { signedIn } from "@/server/test/identity";

// Conversations through the endpoints: who may open and see them, one thread
// per (customer, vendor, context), pagination and unread counts on both sides.

describe("starting a conversation", () => {
  it("opens one thread per customer, vendor and context: 201, then 200 with the same thread; the first message reaches the vendor", async () => {
    const { vendor, owner, staff } = await vendorTeam();
    const customer = await signedIn();
    const first = await api(customer).start({ vendor_id: vendor.id, message: "  Hello, are you free on 12 March?  " });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.headers.get("location")).toBe(`/api/v1/conversations/${first.json.data.id}`);
    expect(first.json.data).toMatchObject({
      vendor: { id: vendor.id, name: vendor.nameEn, slug: vendor.slug, logo_url: null },
      customer: { id: customer.id, name: "Test User" },
      context: { type: "inquiry", id: null },
      last_message: { body_preview: "Hello, are you free on 12 March?", sender: "me" },
      unread_count: 0,
    });

    const again = await api(customer).start({ vendor_id: vendor.id, context_type: "inquiry" });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await db.conversation.count({ where: { customerUserId: customer.id } })).toBe(1);

    for (const member of [owner, staff]) {
      const inbox = await api(member).list();
      expect(inbox.status).toBe(200);
      expect(inbox.json.data).toHaveLength(1);
      expect(inbox.json.data[0]).toMatchObject({ id: first.json.data.id, unread_count: 1, last_message: { sender: "them" } });
      expect(inbox.json.meta.next_cursor).toBeNull();
    }
    const audit = await db.auditLog.findMany({ where: { entityType: "conversation", entityId: first.json.data.id } });
    expect(audit.map((a) => a.action)).toEqual(["conversation.opened"]);
    expect(JSON.stringify(audit)).not.toContain("12 March");
  });

  it("refuses an rfq or booking context that is not the customer's (404), the customer's own vendor (422), an unverified email (403) and a vendor not approved (404)", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const customer = await signedIn();
    for (const context_type of ["rfq", "booking"]) {
      // Contexts of the customer's own RFQs and bookings: contexts.test.ts.
      const res = await api(customer).start({ vendor_id: vendor.id, context_type, context_id: "01JZZZZZZZZZZZZZZZZZZZZZZZ" });
      expect(res.status).toBe(404);
    }
    const own = await api(owner).start({ vendor_id: vendor.id });
    expect(own.status).toBe(422);
    expect(own.json.error.details.vendor_id).toEqual(["You cannot message a vendor you belong to."]);

    const unverified = await signedIn({ emailVerified: false });
    expect((await api(unverified).start({ vendor_id: vendor.id })).status).toBe(403);

    const suspended = await vendorWithOwner({ status: "suspended" });
    const pending = await vendorWithOwner({ status: "pending_review" });
    for (const id of [suspended.vendor.id, pending.vendor.id, "01JZZZZZZZZZZZZZZZZZZZZZZZ", "not-an-id"]) {
      expect((await api(customer).start({ vendor_id: id })).status, id).toBe(404);
    }
    expect(await db.conversation.count({ where: { customerUserId: { in: [customer.id, unverified.id, owner.id] } } })).toBe(0);
  });

  it("is for customers: a vendor member in the vendor context cannot start one", async () => {
    const { owner } = await vendorTeam();
    const other = await vendorWithOwner();
    expect((await api(owner).start({ vendor_id: other.vendor.id })).status).toBe(403);
  });
});

describe("who sees a conversation", () => {
  it("answers 404 on every conversation endpoint to a stranger, to staff of another vendor and to the customer's vendor context elsewhere", async () => {
    const { vendor } = await vendorTeam();
    const { conversationId } = await conversationWith(vendor.id, "Hello");
    const stranger = await signedIn();
    const otherTeam = await vendorTeam();
    const endpoints = {
      "GET /conversations/{id}": (c: { token: string }) => api(c).get(conversationId),
      "GET /conversations/{id}/messages": (c: { token: string }) => api(c).messages(conversationId),
      "POST /conversations/{id}/messages": (c: { token: string }) => api(c).send(conversationId, { body: "Hi" }),
      "POST /conversations/{id}/read": (c: { token: string }) => api(c).read(conversationId),
    };
    const outsiders = { stranger, "another vendor's owner": otherTeam.owner, "another vendor's staff": otherTeam.staff };
    for (const [who, caller] of Object.entries(outsiders)) {
      for (const [name, hit] of Object.entries(endpoints)) {
        const res = await hit(caller);
        expect(res.status, `${who}: ${name}`).toBe(404);
      }
      expect((await api(caller).list()).json.data, who).toEqual([]);
    }
    expect(await db.conversationMessage.count({ where: { conversationId } })).toBe(1);
    expect(await db.conversationRead.count({ where: { conversationId, side: "vendor" } })).toBe(0);
  });

  it("answers 404 for a vendor context the caller is no member of, and 401 without a session", async () => {
    const { vendor } = await vendorTeam();
    const { conversationId } = await conversationWith(vendor.id, "Hello");
    const removed = await vendorMember(vendor.id, "vendor_staff");
    await db.session.update({ where: { id: removed.sessionId }, data: { activeContext: `vendor:${vendor.id}` } });
    expect((await api(removed).get(conversationId)).status).toBe(200);
    await db.vendorMember.deleteMany({ where: { userId: removed.id } });
    expect((await api(removed).get(conversationId)).status).toBe(404);
    expect((await api(removed).list()).status).toBe(404);
    expect((await api({ token: "nope" }).get(conversationId)).status).toBe(401);
  });
});

describe("reading", () => {
  it("pages messages newest first by cursor without gaps or repeats", async () => {
    const { vendor, owner } = await vendorTeam();
    const { customer, conversationId } = await conversationWith(vendor.id, "message 1");
    for (let i = 2; i <= 7; i++) {
      const who = i % 2 ? customer : owner;
      expect((await api(who).send(conversationId, { body: `message ${i}` })).status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await api(customer).messages(conversationId, { limit: "3", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...res.json.data.map((m: { body: string }) => m.body));
      cursor = res.json.meta.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `message ${i}`));
    const tampered = await api(customer).messages(conversationId, { cursor: "bm90LWpzb24" });
    expect(tampered.status).toBe(422);
    expect((await api(customer).messages(conversationId, { limit: "51" })).status).toBe(422);

    const [newest] = (await api(owner).messages(conversationId, { limit: "1" })).json.data;
    expect(newest).toMatchObject({ body: "message 7", mine: false, sender: { type: "customer", name: "Noura Al-Mutairi" }, attachments: [] });
    const [mineToo] = (await api(customer).messages(conversationId, { limit: "1" })).json.data;
    expect(mineToo.mine).toBe(true);
  });

  it("pages a customer's conversations by latest activity", async () => {
    const customer = await signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { vendor } = await vendorWithOwner();
      ids.push((await conversationWith(vendor.id, `hello ${i}`, customer)).conversationId);
    }
    await api(customer).send(ids[0], { body: "bump" });
    const first = await api(customer).list({ limit: "2" });
    expect(first.json.data.map((c: { id: string }) => c.id)).toEqual([ids[0], ids[2]]);
    const second = await api(customer).list({ limit: "2", cursor: first.json.meta.next_cursor });
    expect(second.json.data.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    expect(second.json.meta.next_cursor).toBeNull();
  });

  it("counts unread messages per side and clears them with POST /read", async () => {
    const { vendor, owner, staff } = await vendorTeam();
    const { customer, conversationId } = await conversationWith(vendor.id, "one");
    await api(customer).send(conversationId, { body: "two" });
    const unread = async (c: { token: string }) => (await api(c).get(conversationId)).json.data.unread_count;
    expect(await unread(owner)).toBe(2);
    expect(await unread(customer)).toBe(0);

    expect((await api(staff).read(conversationId)).status).toBe(204);
    expect(await unread(owner)).toBe(0);
    await api(owner).send(conversationId, { body: "three" });
    await api(owner).send(conversationId, { body: "four" });
    expect(await unread(customer)).toBe(2);
    expect(await unread(staff)).toBe(0);
    expect((await api(customer).read(conversationId)).status).toBe(204);
    expect(await unread(customer)).toBe(0);
    expect((await api(customer).list()).json.data[0]).toMatchObject({ unread_count: 0, last_message: { body_preview: "four", sender: "them" } });
  });
});
