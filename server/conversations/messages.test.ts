import { describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { api, conversationWith, vendorTeam } from "@/server/test/conversations";
import { readyMedia } from "@/server/test/fixtures";
import { signedIn } from "@/server/test/identity";
import { maskContactDetails } from "./masking";

// Sending: the per-user rate limit, attachments, the contact-detail mask and
// the MessageSent notification.

describe("sending messages", () => {
  it("takes 30 messages a minute from one user; the 31st is 429 with Retry-After and is not stored", async () => {
    const { vendor } = await vendorTeam();
    const { customer, conversationId } = await conversationWith(vendor.id);
    for (let i = 1; i <= 30; i++) {
      const res = await api(customer).send(conversationId, { body: `hello ${i}` });
      expect(res.status, `message ${i}`).toBe(201);
    }
    const refused = await api(customer).send(conversationId, { body: "one too many" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.conversationMessage.count({ where: { conversationId } })).toBe(30);
  });

  it("takes no new message once the vendor is suspended; the history stays readable", async () => {
    const { vendor, owner } = await vendorTeam();
    const { customer, conversationId } = await conversationWith(vendor.id, "Is the hall free on Thursday?");
    await db.vendor.update({ where: { id: vendor.id }, data: { status: "suspended" } });
    for (const who of [customer, owner]) {
      const res = await api(who).send(conversationId, { body: "still there?" });
      expect(res.status).toBe(409);
      expect(res.json.error.message).toContain("not active");
    }
    expect(await db.conversationMessage.count({ where: { conversationId } })).toBe(1);
    expect((await api(customer).messages(conversationId)).status).toBe(200);
  });

  it("refuses an empty message, a body over 2000 characters and strips invisible characters", async () => {
    const { vendor } = await vendorTeam();
    const { customer, conversationId } = await conversationWith(vendor.id);
    for (const body of [{}, { body: "   \n " }, { body: "\u200B\u202E" }]) {
      const res = await api(customer).send(conversationId, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.details.body).toEqual(["Write a message or attach a file."]);
    }
    expect((await api(customer).send(conversationId, { body: "x".repeat(2001) })).status).toBe(422);
    expect((await api(customer).send(conversationId, { body: "x".repeat(2000) })).status).toBe(201);
    const res = await api(customer).send(conversationId, { body: "  line one\r\n\n\n\n\u202Eline two  " });
    expect(res.json.data.body).toBe("line one\n\nline two");
  });

  it("attaches up to 5 ready uploads of the sender, and refuses another user's upload", async () => {
    const { vendor, owner } = await vendorTeam();
    const { customer, conversationId } = await conversationWith(vendor.id);
    const mine = [await readyMedia(customer.id, "message_attachment", { filename: "hall.jpg" }), await readyMedia(customer.id, "message_attachment")];
    const sent = await api(customer).send(conversationId, { attachment_ids: mine });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json.data.body).toBe("");
    expect(sent.json.data.attachments).toHaveLength(2);
    expect(sent.json.data.attachments[0]).toMatchObject({ mime_type: "image/jpeg" });
    expect(sent.json.data.attachments.map((a: { name: string }) => a.name)).toContain("hall.jpg");
    const seenByVendor = (await api(owner).messages(conversationId)).json.data[0];
    expect(seenByVendor.attachments.map((a: { id: string }) => a.id).sort()).toEqual([...mine].sort());

    const theirs = await readyMedia(owner.id, "message_attachment");
    const stolen = await api(customer).send(conversationId, { body: "look", attachment_ids: [theirs] });
    expect(stolen.status).toBe(422);
    expect(stolen.json.error.details.media_id).toHaveLength(1);
    const wrongContext = await readyMedia(customer.id, "avatar");
    expect((await api(customer).send(conversationId, { attachment_ids: [wrongContext] })).status).toBe(422);
    const six = await Promise.all(Array.from({ length: 6 }, () => readyMedia(customer.id, "message_attachment")));
    expect((await api(customer).send(conversationId, { attachment_ids: six })).status).toBe(422);
    expect(await db.conversationMessage.count({ where: { conversationId } })).toBe(1);
    expect(await db.media.count({ where: { id: { in: [theirs, wrongContext, ...six] }, subjectId: { not: null } } })).toBe(0);
  });
});

describe("contact details before a booking", () => {
  it("masks phone numbers (Latin and Arabic-Indic digits) and emails, and leaves dates, prices and times alone", () => {
    expect(maskContactDetails("Call +965 5123 4567 please")).toBe("Call +965 5••••••• please");
    expect(maskContactDetails("رقمي ٩٩٨٨٧٧٦٦ شكرا")).toBe("رقمي 9••••••• شكرا");
    expect(maskContactDetails("WhatsApp 0096599887766")).toBe("WhatsApp +965 9•••••••");
    expect(maskContactDetails("mail me: noura.m@example.com.")).toBe("mail me: •••@•••.");
    expect(maskContactDetails("or ali99887766@gmail.com")).toBe("or •••@•••");
    const harmless = "On 2026-11-24 at 19:30 for 150 guests, budget 1,500 KWD, hall 3.";
    expect(maskContactDetails(harmless)).toBe(harmless);
  });

  it("shows the other side masked text while the sender reads their own words", async () => {
    const { vendor, owner } = await vendorTeam();
    const { customer, conversationId } = await conversationWith(vendor.id, "My number is 99887766, email noura@example.com");
    const vendorView = (await api(owner).messages(conversationId)).json.data[0];
    expect(vendorView.body).toBe("My number is 9•••••••, email •••@•••");
    expect(JSON.stringify((await api(owner).list()).json)).not.toContain("99887766");
    expect((await api(customer).messages(conversationId)).json.data[0].body).toBe("My number is 99887766, email noura@example.com");
    await api(owner).send(conversationId, { body: "Call us on +965 2222 3333" });
    expect((await api(customer).messages(conversationId)).json.data[0].body).toBe("Call us on +965 2•••••••");
    expect((await api(owner).messages(conversationId)).json.data[0].body).toBe("Call us on +965 2222 3333");
    const stored = await db.conversationMessage.findFirstOrThrow({ where: { conversationId, senderSide: "vendor" } });
    expect(stored.body).toBe("Call us on +965 2222 3333");
  });
});

describe("MessageSent", () => {
  it("notifies every member of the vendor (not the sender) with message.received, once even when delivered twice", async () => {
    registerEventHandlers();
    const { vendor, owner, staff } = await vendorTeam({ ownerLocale: "ar" });
    const { conversationId } = await conversationWith(vendor.id, "Is 99887766 your number?");
    await dispatchOutbox();
    const rows = await db.notification.findMany({ where: { entityType: "conversation", entityId: conversationId }, orderBy: { userId: "asc" } });
    expect(rows.map((r) => r.userId).sort()).toEqual([owner.id, staff.id].sort());
    for (const row of rows) {
      expect(row.kind).toBe("message.received");
      expect(row.params).toMatchObject({ sender_name: "Noura Al-Mutairi", preview: "Is 9••••••• your number?" });
    }
    const event = await db.outboxEvent.findFirstOrThrow({ where: { type: "MessageSent" }, orderBy: { createdAt: "desc" } });
    await db.outboxEvent.update({ where: { id: event.id }, data: { dispatchedAt: null, availableAt: new Date(0) } });
    await dispatchOutbox();
    expect(await db.notification.count({ where: { entityType: "conversation", entityId: conversationId } })).toBe(2);
  });

  it("tells the customer with the vendor's two names, and skips a recipient who is reading the thread", async () => {
    registerEventHandlers();
    const { vendor, owner, staff } = await vendorTeam();
    const customer = await signedIn({ locale: "ar" });
    const { conversationId } = await conversationWith(vendor.id, "Hello", customer);
    await dispatchOutbox();
    const t0 = new Date();
    freezeClock(t0);
    try {
      await api(customer).read(conversationId);
      freezeClock(new Date(t0.getTime() + 10_000));
      await api(owner).send(conversationId, { body: "Welcome!" });
      await dispatchOutbox();
      expect(await db.notification.count({ where: { userId: customer.id } })).toBe(0);

      freezeClock(new Date(t0.getTime() + 60_000));
      await api(staff).send(conversationId, { body: "Are you there?" });
      await dispatchOutbox();
      const [row] = await db.notification.findMany({ where: { userId: customer.id } });
      expect(row).toMatchObject({
        kind: "message.received",
        entityId: conversationId,
        params: expect.objectContaining({ sender_name: { ar: vendor.nameAr, en: vendor.nameEn }, preview: "Are you there?" }),
      });
    } finally {
      resetClock();
    }
  });
});
