import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { kuwaitMonth } from "@/server/core/kuwait-time";
import { categoryId, readyMedia, vendorMember, vendorOwnedBy } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { setPlan } from "@/server/test/subscriptions";
import { customer, eventOf, quotingVendor, sentRfq } from "@/server/test/rfqs";
import { rankedCandidates } from "./pick-recipients";

// Sending through the module path set (the catalog publish shares the use
// case): all or nothing, one rfq.received per vendor member, receive slots,
// the open-to-category pick and the moves a sent RFQ refuses.

const DAY = 86_400_000;
const day = (offset: number) => new Date(now().getTime() + offset * DAY).toISOString().slice(0, 10);

function requests(user: TestUser) {
  const headers = auth(user.token);
  return {
    create: (eventId: string, body: unknown) => call(`/events/${eventId}/quotation-requests`, { method: "POST", headers, body }),
    get: (id: string) => call(`/quotation-requests/${id}`, { headers }),
    patch: (id: string, body: unknown) => call(`/quotation-requests/${id}`, { method: "PATCH", headers, body }),
    send: (id: string) => call(`/quotation-requests/${id}/send`, { method: "POST", headers }),
    cancel: (id: string) => call(`/quotation-requests/${id}/cancel`, { method: "POST", headers }),
  };
}

async function draftFor(user: TestUser, body: Record<string, unknown>, eventId?: string) {
  const event = eventId ?? (await eventOf(user.id)).id;
  const res = await requests(user).create(event, {
    category_id: await categoryId("photography"),
    title: "Wedding photography",
    description: "Full-day coverage of the wedding, with an album and a short film.",
    targeting: "targeted",
    ...body,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id as string;
}

const received = (userId: string) => db.notification.findMany({ where: { userId, kind: "rfq.received" } });
const usage = async (vendorId: string) =>
  (await db.vendorQuotaUsage.findUnique({ where: { vendorId_period: { vendorId, period: kuwaitMonth(now()) } } }))?.rfqsReceived ?? 0;
const spendReceiveLimit = (vendorId: string) => db.vendorQuotaUsage.create({ data: { vendorId, period: kuwaitMonth(now()), rfqsReceived: 5 } });

describe("sending a targeted request", () => {
  it("sends to each vendor, takes a receive slot each and tells every member individually", async () => {
    const buyer = await customer();
    const a = await quotingVendor();
    const staff = await vendorMember(a.vendor.id, "vendor_staff");
    const b = await quotingVendor();
    const id = await draftFor(buyer, { vendor_ids: [a.vendor.id, b.vendor.id], needed_by_date: day(5) });

    const res = await requests(buyer).send(id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe("pending");
    expect(res.json.data.vendors.map((v: { status: string }) => v.status)).toEqual(["sent", "sent"]);
    // The needed-by day ends before 14 days are up: midnight after it in Kuwait (UTC+3).
    expect(res.json.data.expires_at).toBe(`${day(5)}T21:00:00.000Z`);
    expect([await usage(a.vendor.id), await usage(b.vendor.id)]).toEqual([1, 1]);

    for (const member of [a.owner, staff, b.owner]) {
      const rows = await received(member.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ entityType: "rfq", entityId: id, params: { rfq_title: "Wedding photography", customer_name: "Noura A" } });
    }
    expect(await db.auditLog.count({ where: { entityId: id, action: "rfq.sent" } })).toBe(1);
  });

  it("is all or nothing: a vendor without receive slots fails the send by name, and nothing is written", async () => {
    const buyer = await customer();
    const a = await quotingVendor();
    const b = await quotingVendor();
    await spendReceiveLimit(b.vendor.id);
    const id = await draftFor(buyer, { vendor_ids: [a.vendor.id, b.vendor.id] });

    const res = await requests(buyer).send(id);
    expect(res.status).toBe(422);
    expect(res.json.error.details.vendor_ids).toEqual([`${b.vendor.nameEn} cannot receive more requests this month; remove it or choose another vendor.`]);
    expect(JSON.stringify(res.json)).not.toMatch(/free|plan/i);
    expect(await db.rfqRecipient.count({ where: { rfqId: id } })).toBe(0);
    expect(await received(a.owner.id)).toEqual([]);
    expect(await usage(a.vendor.id)).toBe(0);
    expect((await db.rfq.findUniqueOrThrow({ where: { id } })).status).toBe("draft");

    // Dropping the vendor lets it go.
    expect((await requests(buyer).patch(id, { vendor_ids: [a.vendor.id] })).status).toBe(200);
    expect((await requests(buyer).send(id)).status).toBe(200);
  });

  it("re-checks the targets when sending: a vendor suspended since the draft is named", async () => {
    const buyer = await customer();
    const a = await quotingVendor();
    const id = await draftFor(buyer, { vendor_ids: [a.vendor.id] });
    await db.vendor.update({ where: { id: a.vendor.id }, data: { status: "suspended" } });
    const res = await requests(buyer).send(id);
    expect(res.status).toBe(422);
    expect(res.json.error.details.vendor_ids).toEqual([`${a.vendor.nameEn} is not taking requests on the marketplace right now.`]);
  });

  it("needs a verified phone to send (403 AUTH_PHONE_UNVERIFIED)", async () => {
    const buyer = await customer({ phoneVerified: false });
    const a = await quotingVendor();
    const id = await draftFor(buyer, { vendor_ids: [a.vendor.id] });
    const res = await requests(buyer).send(id);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("AUTH_PHONE_UNVERIFIED");
  });

  it("edits a draft only: a sent request refuses PATCH, a second send and a cancelled one a second cancel (409)", async () => {
    const buyer = await customer();
    const a = await quotingVendor();
    const id = await draftFor(buyer, { vendor_ids: [a.vendor.id] });
    const edited = await requests(buyer).patch(id, { title: "Wedding photo and video", show_budget: true, budget_indication: "900.000" });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data).toMatchObject({ title: "Wedding photo and video", show_budget_to_vendors: true, budget_indication: { amount: "900.000" } });
    expect((await requests(buyer).send(id)).status).toBe(200);

    for (const res of [await requests(buyer).send(id), await requests(buyer).patch(id, { title: "Changed after sending" })]) {
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("RFQ_INVALID_STATE");
    }
    expect((await requests(buyer).cancel(id)).status).toBe(200);
    const again = await requests(buyer).cancel(id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("RFQ_INVALID_STATE");
  });

  it("replaces a draft's attachments and vendors on PATCH, and switching to open drops the vendors", async () => {
    const buyer = await customer();
    const [a, b] = [await quotingVendor(), await quotingVendor()];
    const [first, second] = [await readyMedia(buyer.id, "rfq_attachment"), await readyMedia(buyer.id, "rfq_attachment")];
    const id = await draftFor(buyer, { vendor_ids: [a.vendor.id], attachment_media_ids: [first] });
    const res = await requests(buyer).patch(id, { vendor_ids: [b.vendor.id], attachment_media_ids: [second] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.vendors.map((v: { vendor_id: string }) => v.vendor_id)).toEqual([b.vendor.id]);
    expect(res.json.data.attachments.map((m: { id: string }) => m.id)).toEqual([second]);
    expect((await db.media.findUniqueOrThrow({ where: { id: first } })).subjectId).toBeNull();
    expect((await requests(buyer).patch(id, { vendor_ids: Array.from({ length: 6 }, () => b.vendor.id) })).status).toBe(422);
    const open = await requests(buyer).patch(id, { targeting: "open" });
    expect(open.json.data).toMatchObject({ targeting: "open", vendors: [] });
  });

  it("answers 404 for another customer's request on every endpoint", async () => {
    const owner = await customer();
    const a = await quotingVendor();
    const id = await draftFor(owner, { vendor_ids: [a.vendor.id] });
    const stranger = requests(await customer());
    for (const res of [await stranger.get(id), await stranger.patch(id, { title: "Not mine at all" }), await stranger.send(id), await stranger.cancel(id)]) {
      expect(res.status).toBe(404);
    }
    expect((await db.rfq.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
  });
});

describe("open to the category", () => {
  async function openSetup(slug: string) {
    const buyer = await customer();
    const event = await eventOf(buyer.id); // in Kuwait City
    const [home, elsewhere] = await Promise.all([
      db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } }),
      db.city.findFirstOrThrow({ where: { countryCode: "KW", slug: { not: "kuwait-city" } } }),
    ]);
    const owner = await customer();
    const vendor = async (opts: { city?: "home" | "elsewhere"; rating?: [number, number]; published?: boolean } = {}) => {
      const v = await vendorOwnedBy(owner.id, { categories: [slug], published: opts.published });
      const [avg, count] = opts.rating ?? [0, 0];
      return db.vendor.update({ where: { id: v.id }, data: { cityId: (opts.city === "elsewhere" ? elsewhere : home).id, ratingAvg: avg, ratingCount: count } });
    };
    return { buyer, event, vendor };
  }

  it("ranks the event's city first, then rating score, response rate and plan tier, leaving out vendors it cannot use", async () => {
    const { buyer, event, vendor } = await openSetup("flowers");
    const rated = await vendor({ rating: [5, 20] });
    const responsive = await vendor();
    const enterprise = await vendor();
    const plain = await vendor();
    const poorlyRated = await vendor({ rating: [2, 30] });
    const farAway = await vendor({ city: "elsewhere", rating: [5, 50] });
    const spent = await vendor();
    const hidden = await vendor({ published: false });
    await setPlan(enterprise.id, "enterprise");
    await spendReceiveLimit(spent.id);
    const other = await eventOf((await customer()).id);
    for (let i = 0; i < 2; i++) {
      const rfq = await sentRfq(other, [responsive.id]);
      await db.rfqRecipient.updateMany({ where: { rfqId: rfq.id }, data: { status: "quoted" } });
    }
    const own = await vendorOwnedBy(buyer.id, { categories: ["flowers"] });

    const category = await db.category.findUniqueOrThrow({ where: { slug: "flowers" } });
    const ranked = await rankedCandidates(db, { category, cityId: event.cityId, customerUserId: buyer.id, busy: new Set() });
    expect(ranked.map((r) => r.id)).toEqual([rated.id, responsive.id, enterprise.id, plain.id, poorlyRated.id, farAway.id]);

    const id = await draftFor(buyer, { category_id: category.id, targeting: "open" }, event.id);
    const res = await requests(buyer).send(id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const recipients = res.json.data.vendors.map((v: { vendor_id: string }) => v.vendor_id);
    expect(recipients.sort()).toEqual([rated.id, responsive.id, enterprise.id, plain.id, poorlyRated.id, farAway.id].sort());
    for (const left of [spent.id, hidden.id, own.id]) expect(recipients).not.toContain(left);
    expect(await usage(rated.id)).toBe(1);
  });

  it("picks at most 15, the lowest ranked left out", async () => {
    const { buyer, event, vendor } = await openSetup("kids-entertainment");
    const far = await vendor({ city: "elsewhere" });
    for (let i = 0; i < 15; i++) await vendor();
    const category = await db.category.findUniqueOrThrow({ where: { slug: "kids-entertainment" } });
    const id = await draftFor(buyer, { category_id: category.id, targeting: "open" }, event.id);
    const res = await requests(buyer).send(id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.vendors).toHaveLength(15);
    expect(res.json.data.vendors.map((v: { vendor_id: string }) => v.vendor_id)).not.toContain(far.id);
  });

  it("refuses to send when no vendor is eligible (422 on targeting), leaving the draft", async () => {
    const buyer = await customer();
    const category = await db.category.findUniqueOrThrow({ where: { slug: "cleaning" } });
    const id = await draftFor(buyer, { category_id: category.id, targeting: "open" });
    const res = await requests(buyer).send(id);
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.details)).toEqual(["targeting"]);
    expect((await db.rfq.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
  });
});
