import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { categoryId, readyMedia, vendorOwnedBy } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotingVendor, sentRfq } from "@/server/test/rfqs";

// Creating RFQs through both path sets: the catalog POST /rfqs (draft or
// sent at once) and the module POST /events/{id}/quotation-requests (draft),
// and every create error the spec lists.

const DAY = 86_400_000;
const day = (offset: number) => new Date(now().getTime() + offset * DAY).toISOString().slice(0, 10);
const DESCRIPTION = "Full-day coverage of the wedding, with an album and a short film.";

function rfqs(user: TestUser) {
  const headers = auth(user.token);
  return {
    catalog: (body: unknown) => call("/rfqs", { method: "POST", headers, body }),
    publish: (id: string) => call(`/rfqs/${id}/publish`, { method: "POST", headers }),
    module: (eventId: string, body: unknown) => call(`/events/${eventId}/quotation-requests`, { method: "POST", headers, body }),
  };
}

async function setup() {
  const buyer = await customer();
  const event = await eventOf(buyer.id);
  const photography = await categoryId("photography");
  return { buyer, event, photography, api: rfqs(buyer) };
}

const catalogBody = (eventId: string, category: string, vendorIds: string[], extra: Record<string, unknown> = {}) => ({
  event_id: eventId,
  category_id: category,
  description: DESCRIPTION,
  budget_min: "800.000",
  budget_max: "1500.000",
  vendor_ids: vendorIds,
  ...extra,
});

const moduleBody = (category: string, extra: Record<string, unknown> = {}) => ({
  category_id: category,
  title: "Wedding photography",
  description: DESCRIPTION,
  targeting: "targeted",
  ...extra,
});

describe("POST /rfqs (catalog shape)", () => {
  it("publishes at once: pending, each vendor sent, the title from category and event, budgets as money", async () => {
    const { event, photography, api } = await setup();
    const a = await quotingVendor();
    const b = await quotingVendor();
    const res = await api.catalog(catalogBody(event.id, photography, [a.vendor.id, b.vendor.id], { publish: true }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const rfq = res.json.data;
    expect(res.headers.get("location")).toBe(`/api/v1/rfqs/${rfq.id}`);
    expect(rfq).toMatchObject({
      shape: "catalog",
      event_id: event.id,
      status: "pending",
      title: "Photography - Sara's wedding",
      category: { id: photography, name_en: "Photography" },
      budget_min: { amount: "800.000", currency: "KWD" },
      budget_max: { amount: "1500.000", currency: "KWD" },
    });
    expect(rfq.vendors.map((v: { vendor_id: string; status: string }) => [v.vendor_id, v.status]).sort()).toEqual(
      [
        [a.vendor.id, "sent"],
        [b.vendor.id, "sent"],
      ].sort(),
    );
    expect(new Date(rfq.expires_at).getTime() - new Date(rfq.sent_at).getTime()).toBe(14 * DAY);
  });

  it("saves a draft with publish false (vendors selected, nothing delivered) and publishes it later", async () => {
    const { event, photography, api } = await setup();
    const vendor = await quotingVendor();
    const draft = await api.catalog(catalogBody(event.id, photography, [vendor.vendor.id]));
    expect(draft.status).toBe(201);
    expect(draft.json.data).toMatchObject({ status: "draft", sent_at: null, vendors: [{ vendor_id: vendor.vendor.id, status: "selected" }] });
    expect(await db.rfqRecipient.count({ where: { rfqId: draft.json.data.id } })).toBe(0);
    const sent = await api.publish(draft.json.data.id);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.data).toMatchObject({ status: "pending", vendors: [{ vendor_id: vendor.vendor.id, status: "sent" }] });
  });

  it("refuses a budget range upside down, more than 10 vendors and publishing without a vendor (422)", async () => {
    const { event, photography, api } = await setup();
    const order = await api.catalog(catalogBody(event.id, photography, [], { budget_min: "900.000", budget_max: "100.000" }));
    expect(order.status).toBe(422);
    expect(order.json.error.details.budget_max).toEqual(["The maximum budget must be at least the minimum budget."]);
    const many = await api.catalog(
      catalogBody(
        event.id,
        photography,
        Array.from({ length: 11 }, () => newId()),
      ),
    );
    expect(many.status).toBe(422);
    expect(Object.keys(many.json.error.details)).toEqual(["vendor_ids"]);
    const none = await api.catalog(catalogBody(event.id, photography, [], { publish: true }));
    expect(none.status).toBe(422);
    expect(none.json.error.details.vendor_ids).toEqual(["Choose at least one vendor."]);
  });
});

describe("targets (both shapes)", () => {
  it("names each vendor that is not approved, suspended, unpublished, outside the category or the customer's own", async () => {
    const { buyer, event, photography, api } = await setup();
    const other = await customer();
    const pending = await vendorOwnedBy(other.id, { status: "pending_review" });
    const suspended = await vendorOwnedBy(other.id, { status: "suspended" });
    const hidden = await vendorOwnedBy(other.id, { published: false });
    const caterer = await vendorOwnedBy(other.id, { categories: ["catering"] });
    const own = await vendorOwnedBy(buyer.id);
    const ok = await quotingVendor();
    const ids = [ok.vendor.id, pending.id, suspended.id, hidden.id, caterer.id, own.id, newId()];

    const catalog = await api.catalog(catalogBody(event.id, photography, ids));
    expect(catalog.status).toBe(422);
    expect(catalog.json.error.details.vendor_ids).toEqual([
      `${pending.nameEn} is not taking requests on the marketplace right now.`,
      `${suspended.nameEn} is not taking requests on the marketplace right now.`,
      `${hidden.nameEn} is not taking requests on the marketplace right now.`,
      `${caterer.nameEn} does not offer this category.`,
      `${own.nameEn} is your own business; you cannot ask it for a quotation.`,
      "One of the chosen vendors does not exist.",
    ]);
    const module = await api.module(event.id, moduleBody(photography, { vendor_ids: [ok.vendor.id, caterer.id] }));
    expect(module.status).toBe(422);
    expect(module.json.error.details.vendor_ids).toEqual([`${caterer.nameEn} does not offer this category.`]);
    expect(await db.rfq.count({ where: { customerUserId: buyer.id } })).toBe(0);
  });

  it("lets a subcategory request reach a vendor of the parent category", async () => {
    const { event, api } = await setup();
    const photographer = await quotingVendor({ categories: ["photography"] });
    const res = await api.module(event.id, moduleBody(await categoryId("wedding-photography"), { vendor_ids: [photographer.vendor.id] }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  });
});

describe("POST /events/{id}/quotation-requests (module shape)", () => {
  it("creates a draft with the event date as needed-by, the budget indication hidden by default, and attachments", async () => {
    const { buyer, event, photography, api } = await setup();
    const vendor = await quotingVendor();
    const media = await readyMedia(buyer.id, "rfq_attachment");
    const res = await api.module(
      event.id,
      moduleBody(photography, { vendor_ids: [vendor.vendor.id], budget_indication: "1500.000", attachment_media_ids: [media] }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.headers.get("location")).toBe(`/api/v1/quotation-requests/${res.json.data.id}`);
    expect(res.json.data).toMatchObject({
      shape: "module",
      status: "draft",
      targeting: "targeted",
      title: "Wedding photography",
      needed_by_date: event.eventDate!.toISOString().slice(0, 10),
      budget_indication: { amount: "1500.000" },
      show_budget_to_vendors: false,
      vendors: [{ vendor_id: vendor.vendor.id, status: "selected" }],
    });
    expect(res.json.data.attachments.map((a: { id: string }) => a.id)).toEqual([media]);
  });

  it("checks title, description, budget, 1-5 vendors, targeting and the needed-by date", async () => {
    const { buyer, event, photography, api } = await setup();
    const bad = await api.module(event.id, {
      category_id: photography,
      title: "Hi",
      description: "Too short",
      budget_indication: "0.000",
      targeting: "targeted",
      vendor_ids: Array.from({ length: 6 }, () => newId()),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.details).sort()).toEqual(["budget_indication", "description", "title", "vendor_ids"]);
    const noVendors = await api.module(event.id, moduleBody(photography));
    expect(noVendors.json.error.details.vendor_ids).toEqual(["Choose at least one vendor."]);
    const openWithVendors = await api.module(event.id, moduleBody(photography, { targeting: "open", vendor_ids: [newId()] }));
    expect(Object.keys(openWithVendors.json.error.details)).toEqual(["vendor_ids"]);
    const afterEvent = await api.module(event.id, moduleBody(photography, { targeting: "open", needed_by_date: day(61) }));
    expect(afterEvent.json.error.details.needed_by_date).toEqual(["The needed-by date cannot be after the event date."]);
    const past = await api.module(event.id, moduleBody(photography, { targeting: "open", needed_by_date: day(-1) }));
    expect(past.json.error.details.needed_by_date).toEqual(["The needed-by date cannot be in the past."]);
    const inactive = await db.category.create({
      data: { id: newId(), slug: `old-${newId()}`.toLowerCase(), nameAr: "قديم", nameEn: "Old", icon: "x", status: "inactive" },
    });
    expect((await api.module(event.id, moduleBody(inactive.id, { targeting: "open" }))).json.error.details).toEqual({
      category_id: ["Choose active categories from the list."],
    });

    const undated = await db.event.create({ data: { id: newId(), customerUserId: buyer.id, title: "Someday", eventType: "other" } });
    const needsDate = await api.module(undated.id, moduleBody(photography, { targeting: "open" }));
    expect(Object.keys(needsDate.json.error.details)).toEqual(["needed_by_date"]);
    expect((await api.module(undated.id, moduleBody(photography, { targeting: "open", needed_by_date: day(10) }))).status).toBe(201);
  });
});

describe("gates", () => {
  it("needs a verified email to create (403 AUTH_EMAIL_UNVERIFIED) in both shapes", async () => {
    const buyer = await customer({ emailVerified: false });
    const event = await eventOf(buyer.id);
    const photography = await categoryId("photography");
    const catalog = await rfqs(buyer).catalog(catalogBody(event.id, photography, []));
    expect(catalog.status).toBe(403);
    expect(catalog.json.error.code).toBe("AUTH_EMAIL_UNVERIFIED");
    const module = await rfqs(buyer).module(event.id, moduleBody(photography, { targeting: "open" }));
    expect(module.json.error.code).toBe("AUTH_EMAIL_UNVERIFIED");
  });

  it("needs a verified phone to publish (403 AUTH_PHONE_UNVERIFIED); a draft is fine", async () => {
    const buyer = await customer({ phoneVerified: false });
    const event = await eventOf(buyer.id);
    const photography = await categoryId("photography");
    const vendor = await quotingVendor();
    const refused = await rfqs(buyer).catalog(catalogBody(event.id, photography, [vendor.vendor.id], { publish: true }));
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("AUTH_PHONE_UNVERIFIED");
    const draft = await rfqs(buyer).catalog(catalogBody(event.id, photography, [vendor.vendor.id]));
    expect(draft.status).toBe(201);
    expect((await rfqs(buyer).publish(draft.json.data.id)).json.error.code).toBe("AUTH_PHONE_UNVERIFIED");
    expect(await db.rfqRecipient.count({ where: { vendorId: vendor.vendor.id } })).toBe(0);
  });

  it("allows 10 RFQs per day per customer: the 11th is 429 with Retry-After; refused requests do not count", async () => {
    const { event, photography, api } = await setup();
    expect((await api.module(event.id, moduleBody(photography, { title: "x" }))).status).toBe(422);
    for (let i = 0; i < 10; i++) expect((await api.module(event.id, moduleBody(photography, { targeting: "open" }))).status).toBe(201);
    const eleventh = await api.catalog(catalogBody(event.id, photography, []));
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.error.code).toBe("RATE_LIMITED");
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    const someoneElse = await setup();
    expect((await someoneElse.api.catalog(catalogBody(someoneElse.event.id, photography, []))).status).toBe(201);
  });

  it("holds at most 10 open RFQs per event (422 on event_id), a number a Super Admin can change", async () => {
    const { event, photography, api } = await setup();
    const vendor = await quotingVendor();
    for (let i = 0; i < 10; i++) await sentRfq(event, [vendor.vendor.id]);
    const eleventh = await api.catalog(catalogBody(event.id, photography, [vendor.vendor.id], { publish: true }));
    expect(eleventh.status).toBe(422);
    expect(eleventh.json.error.details).toEqual({
      event_id: ["This event already has the most open requests for quotation allowed; close or cancel one first."],
    });
    const settings = (user: TestUser, body?: unknown) => call("/admin/rfq-settings", { method: body ? "PATCH" : "GET", headers: auth(user.token), body });
    const operations = await signedIn({ roles: ["admin_operations"] });
    expect((await settings(operations, { open_per_event: 11 })).status).toBe(403);
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    expect((await settings(superAdmin, { open_per_event: 0 })).status).toBe(422);
    expect((await settings(superAdmin, { open_per_event: 11 })).json.data).toEqual({ open_per_event: 11 });
    expect((await settings(superAdmin)).json.data).toEqual({ open_per_event: 11 });
    expect(await db.auditLog.count({ where: { action: "rfq_settings.updated", actorId: superAdmin.id } })).toBe(1);
    expect((await api.catalog(catalogBody(event.id, photography, [vendor.vendor.id], { publish: true }))).status).toBe(201);
    await settings(superAdmin, { open_per_event: 10 });
  });

  it("answers 404 for another customer's event or a cancelled one", async () => {
    const { photography } = await setup();
    const owner = await customer();
    const event = await eventOf(owner.id);
    const stranger = rfqs(await customer());
    expect((await stranger.catalog(catalogBody(event.id, photography, []))).status).toBe(404);
    expect((await stranger.module(event.id, moduleBody(photography, { targeting: "open" }))).status).toBe(404);
    await db.event.update({ where: { id: event.id }, data: { status: "cancelled" } });
    expect((await rfqs(owner).catalog(catalogBody(event.id, photography, []))).status).toBe(404);
  });
});
