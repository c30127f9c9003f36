import { describe, expect, it } from "vitest";
import { isoDay } from "@/server/availability/calendar";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { customerQuoteApi } from "@/server/test/bookings";
import { vendorOwnedBy } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

// Availability in the RFQ loop (docs/rfqs.md "Availability"): a targeted RFQ
// names busy vendors in warnings and is still sent; an open RFQ picks only
// vendors free on the day; the vendor sees its own day (and why) on the RFQ;
// the event page says, per booked or quoted vendor, booked, free or busy.

/** A blocked exception of the vendor over one day. */
const block = (vendorId: string, day: Date) =>
  db.vendorCalendarException.create({ data: { id: newId(), vendorId, kind: "blocked", startsOn: day, endsOn: day, note: "Family wedding" } });

/** A saved plan of one booking a day and an accepted quote of another customer on `day`: the day is full. */
async function fillDay(vendorId: string, inDays: number) {
  await db.vendorAvailability.upsert({
    where: { vendorId },
    create: { vendorId, workDays: [0, 1, 2, 3, 4, 5, 6], dailyCapacity: 1 },
    update: { dailyCapacity: 1 },
  });
  const other = await customer();
  const event = await eventOf(other.id, { inDays });
  const rfq = await sentRfq(event, [vendorId]);
  const quote = await submittedQuote(rfq.id, vendorId);
  const res = await customerQuoteApi(other.token).acceptCatalog(quote.id);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
}

function customerApi(user: TestUser, locale: "ar" | "en" = "en") {
  const headers = auth(user.token, locale);
  return {
    draft: (eventId: string, body: Record<string, unknown>) =>
      call(`/events/${eventId}/quotation-requests`, {
        method: "POST",
        headers,
        body: { title: "Wedding photography", description: "Full-day coverage of the wedding, with an album and a short film.", ...body },
      }),
    send: (id: string) => call(`/quotation-requests/${id}/send`, { method: "POST", headers }),
    freeOn: (date: string, ids: string[]) => call(`/rfqs/vendor-availability?date=${date}&vendor_ids=${ids.join(",")}`, { headers }),
    eventVendors: (eventId: string) => call(`/events/${eventId}/vendor-availability`, { headers }),
  };
}

const photography = async () => (await db.category.findUniqueOrThrow({ where: { slug: "photography" } })).id;

describe("a targeted RFQ to a vendor busy on the day", () => {
  it("warns by name on the draft and the send, in the caller's language, and is still sent to every vendor", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 30 });
    const busy = await quotingVendor();
    const free = await quotingVendor();
    await block(busy.vendor.id, event.eventDate!);
    const api = customerApi(buyer);

    const draft = await api.draft(event.id, { category_id: await photography(), targeting: "targeted", vendor_ids: [busy.vendor.id, free.vendor.id] });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    expect(draft.json.data.warnings).toEqual([
      { code: "VENDOR_BUSY_ON_DATE", vendor_id: busy.vendor.id, date: isoDay(event.eventDate!), message: expect.stringContaining(busy.vendor.nameEn) },
    ]);
    expect(draft.json.data.warnings[0].message).toContain(isoDay(event.eventDate!));

    const sent = await api.send(draft.json.data.id);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.data.status).toBe("pending");
    expect(sent.json.data.vendors.map((v: { vendor_id: string }) => v.vendor_id).sort()).toEqual([busy.vendor.id, free.vendor.id].sort());
    expect(sent.json.data.warnings.map((w: { vendor_id: string }) => w.vendor_id)).toEqual([busy.vendor.id]);

    const arabic = await customerApi(buyer, "ar").freeOn(isoDay(event.eventDate!), [busy.vendor.id, free.vendor.id]);
    expect(arabic.status, JSON.stringify(arabic.json)).toBe(200);
    expect(arabic.json.data.vendors).toEqual([
      { vendor_id: busy.vendor.id, free: false },
      { vendor_id: free.vendor.id, free: true },
    ]);
  });

  it("has no warning when every chosen vendor is free", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 31 });
    const free = await quotingVendor();
    await block(free.vendor.id, new Date(event.eventDate!.getTime() + 86_400_000)); // the next day only
    const draft = await customerApi(buyer).draft(event.id, { category_id: await photography(), targeting: "targeted", vendor_ids: [free.vendor.id] });
    expect(draft.status).toBe(201);
    expect(draft.json.data.warnings).toEqual([]);
  });
});

describe("an open-to-category RFQ", () => {
  it("skips a vendor that blocked the day and one whose saved plan is full that day, and still picks a free one", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 40 });
    const owner = await customer();
    const [blocked, full, free] = await Promise.all([0, 1, 2].map(() => vendorOwnedBy(owner.id, { categories: ["flowers"] })));
    await block(blocked.id, event.eventDate!);
    await fillDay(full.id, 40);
    const category = await db.category.findUniqueOrThrow({ where: { slug: "flowers" } });

    const draft = await customerApi(buyer).draft(event.id, { category_id: category.id, targeting: "open" });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const sent = await customerApi(buyer).send(draft.json.data.id);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const picked = sent.json.data.vendors.map((v: { vendor_id: string }) => v.vendor_id);
    expect(picked).toContain(free.id);
    expect(picked).not.toContain(blocked.id);
    expect(picked).not.toContain(full.id);
  });
});

describe("the vendor's copy of the RFQ", () => {
  const view = (token: string, id: string) => call(`/vendor/rfqs/${id}`, { headers: auth(token) });

  it("shows its own day on the RFQ: free, blocked, full with bookings or off its weekly plan", async () => {
    const { vendor, owner } = await quotingVendor();
    const buyer = await customer();
    const [freeEvent, blockedEvent, fullEvent] = [
      await eventOf(buyer.id, { inDays: 20 }),
      await eventOf(buyer.id, { inDays: 21 }),
      await eventOf(buyer.id, { inDays: 22 }),
    ];
    const [freeRfq, blockedRfq, fullRfq] = [
      await sentRfq(freeEvent, [vendor.id]),
      await sentRfq(blockedEvent, [vendor.id]),
      await sentRfq(fullEvent, [vendor.id]),
    ];
    await block(vendor.id, blockedEvent.eventDate!);
    await fillDay(vendor.id, 22);

    expect((await view(owner.token, freeRfq.id)).json.data.availability).toEqual({ date: isoDay(freeEvent.eventDate!), free: true, reason: null });
    expect((await view(owner.token, blockedRfq.id)).json.data.availability).toEqual({ date: isoDay(blockedEvent.eventDate!), free: false, reason: "blocked" });
    expect((await view(owner.token, fullRfq.id)).json.data.availability).toEqual({ date: isoDay(fullEvent.eventDate!), free: false, reason: "booked" });

    const weekday = freeEvent.eventDate!.getUTCDay();
    await db.vendorAvailability.update({ where: { vendorId: vendor.id }, data: { workDays: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday) } });
    expect((await view(owner.token, freeRfq.id)).json.data.availability).toMatchObject({ free: false, reason: "closed" });
  });
});

describe("the event page's vendors", () => {
  it("says booked for the event's booked vendor, and free or busy for a quoted vendor without a booking", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 50 });
    const [booked, quotedFree, quotedBusy] = [await quotingVendor(), await quotingVendor(), await quotingVendor()];
    const first = await sentRfq(event, [booked.vendor.id]);
    const bookedQuote = await submittedQuote(first.id, booked.vendor.id);
    expect((await customerQuoteApi(buyer.token).acceptCatalog(bookedQuote.id)).status).toBe(201);
    const second = await sentRfq(event, [quotedFree.vendor.id, quotedBusy.vendor.id], { category: "photography" });
    await submittedQuote(second.id, quotedFree.vendor.id);
    await submittedQuote(second.id, quotedBusy.vendor.id);
    await fillDay(quotedBusy.vendor.id, 50);

    const res = await customerApi(buyer).eventVendors(event.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const states = Object.fromEntries(res.json.data.vendors.map((v: { vendor: { id: string }; state: string }) => [v.vendor.id, v.state]));
    expect(states).toEqual({ [booked.vendor.id]: "booked", [quotedFree.vendor.id]: "free", [quotedBusy.vendor.id]: "busy" });

    const stranger = await customer();
    expect((await customerApi(stranger).eventVendors(event.id)).status).toBe(404);
  });
});
