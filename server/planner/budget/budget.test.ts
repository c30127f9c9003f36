import { afterEach, describe, expect, it } from "vitest";
import { confirmBooking } from "@/server/bookings/confirm-booking";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { resetPaymentDeps } from "@/server/payments/deps";
import { refundApi, scriptProvider } from "@/server/test/refunds";
import { customerQuoteApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotedRfq, quotingVendor, sentRfq, submittedQuote } from "@/server/test/rfqs";

// The budget's quoted, booked and paid figures follow the marketplace's own
// quotes, bookings, payments and refunds; the plan is the customer's.

afterEach(() => resetPaymentDeps());

function budgetApi(user: TestUser, locale: "ar" | "en" = "en") {
  const headers = auth(user.token, locale);
  return {
    get: (id: string) => call(`/events/${id}/budget`, { headers }),
    put: (id: string, body: unknown) => call(`/events/${id}/budget`, { method: "PUT", headers, body }),
    add: (id: string, body: unknown) => call(`/events/${id}/budget/lines`, { method: "POST", headers, body }),
    patch: (id: string, lineId: string, body: unknown) => call(`/events/${id}/budget/lines/${lineId}`, { method: "PATCH", headers, body }),
    remove: (id: string, lineId: string) => call(`/events/${id}/budget/lines/${lineId}`, { method: "DELETE", headers }),
    summary: (id: string) => call(`/events/${id}/summary`, { headers }),
  };
}

const categoryId = async (slug: string) => (await db.category.findUniqueOrThrow({ where: { slug } })).id;
type Line = { id: string; category: { slug: string; name: string; name_en: string }; planned: unknown; paid: unknown };
const lineOf = (json: { data: { lines: Line[] } }, slug: string) => json.data.lines.find((l) => l.category.slug === slug)!;

describe("event budget", () => {
  it("quoted, booked and paid follow the real quotes, booking, deposit payment and a processed refund", async () => {
    const { buyer, event, quotes } = await quotedRfq({ totals: ["1200.000", "1350.000"] });
    const api = budgetApi(buyer);
    const photography = await categoryId("photography");
    const venues = await categoryId("venues");
    const put = await api.put(event.id, {
      budget_total: "8000.000",
      lines: [
        { category_id: photography, planned: "1500.000" },
        { category_id: venues, planned: "3000.000" },
      ],
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json.data).toMatchObject({ total: { amount: "8000.000" }, planned: { amount: "4500.000" }, unallocated: { amount: "3500.000" } });

    // Two live photography quotes: the best one is the line's "quoted".
    let res = await api.get(event.id);
    expect(lineOf(res.json, "photography")).toMatchObject({
      planned: { amount: "1500.000" },
      quoted: { amount: "1200.000" },
      booked: { amount: "0.000" },
      paid: { amount: "0.000" },
      over_budget: false,
    });
    expect(lineOf(res.json, "venues")).toMatchObject({ quoted: null, over_budget: false });

    // A venue quote above the plan flags the venue line before anything is booked.
    const hall = await quotingVendor({ categories: ["venues"] });
    const venueRfq = await sentRfq(event, [hall.vendor.id], { category: "venues" });
    await submittedQuote(venueRfq.id, hall.vendor.id, { total: "3400.000" });
    res = await api.get(event.id);
    expect(lineOf(res.json, "venues")).toMatchObject({ quoted: { amount: "3400.000" }, over_budget: true });

    // Accepting the 1200 quote books it; the other quote is no longer live.
    const accepted = await customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(201);
    const bookingId = accepted.json.data.booking.id as string;
    res = await api.get(event.id);
    expect(lineOf(res.json, "photography")).toMatchObject({ quoted: null, booked: { amount: "1200.000" }, paid: { amount: "0.000" } });

    // The deposit is paid (as a verified webhook leaves it) ...
    const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const payment = await db.payment.create({
      data: {
        id: newId(),
        payableType: "booking",
        payableId: bookingId,
        purpose: "booking_deposit",
        payerUserId: buyer.id,
        vendorId: booking.vendorId,
        amount: booking.depositDue,
        status: "paid",
        paidAt: now(),
        method: "knet",
        provider: "sandbox",
        providerSessionId: `sbx_${newId()}`,
        expiresAt: new Date(now().getTime() + 3600_000),
        createdAt: now(),
      },
    });
    await db.$transaction((tx) => confirmBooking(tx, bookingId, payment.amount.toString()));
    res = await api.get(event.id);
    expect(lineOf(res.json, "photography").paid).toEqual({ amount: "240.000", currency: "KWD" });

    // ... and 100.000 of it refunded through Finance: paid is net of the refund.
    scriptProvider("processed");
    const requester = await signedIn({ roles: ["admin_finance"] });
    const approver = await signedIn({ roles: ["admin_finance"] });
    const issued = await refundApi(requester.token).issue({ payment_id: payment.id, amount: "100.000", reason: "vendor_fault" });
    expect(issued.status, JSON.stringify(issued.json)).toBe(201);
    const approved = await refundApi(approver.token).approve(issued.json.data.id);
    expect(approved.json.data.status).toBe("processed");
    res = await api.get(event.id);
    expect(lineOf(res.json, "photography")).toMatchObject({ booked: { amount: "1200.000" }, paid: { amount: "140.000" }, over_budget: false });
    expect(res.json.data).toMatchObject({ booked: { amount: "1200.000" }, paid: { amount: "140.000" }, over_budget: false });

    // The event summary carries the budget used and the checklist progress.
    const summary = await api.summary(event.id);
    expect(summary.json.data.budget).toMatchObject({
      total: { amount: "8000.000" },
      planned: { amount: "4500.000" },
      booked: { amount: "1200.000" },
      paid: { amount: "140.000" },
      used_percent: 15,
    });
    expect(summary.json.data.checklist).toEqual({ done: 0, total: 0 });
  }, 180_000);

  it("adds, changes and removes lines; one line per top-level category; the suggested split follows the total", async () => {
    const user = await customer();
    const event = await eventOf(user.id);
    const api = budgetApi(user, "ar");
    const catering = await categoryId("catering");
    let res = await api.get(event.id);
    expect(res.json.data.suggested.find((s: { category: { slug: string } }) => s.category.slug === "venues")).toMatchObject({
      percent: 35,
      planned: { amount: "2800.000" },
    });
    expect(res.json.data.lines).toEqual([]);

    res = await api.add(event.id, { category_id: catering, planned: "2000.000" });
    expect(res.status).toBe(201);
    const line = lineOf(res.json, "catering");
    expect(line.category.name).not.toBe(line.category.name_en); // the caller's language
    const again = await api.add(event.id, { category_id: catering, planned: "10.000" });
    expect(again.status).toBe(422);
    expect(again.json.error.details.category_id).toEqual(["لهذه الفئة بند في الميزانية."]);
    const sub = await api.add(event.id, { category_id: await categoryId("buffet"), planned: "10.000" });
    expect(sub.status).toBe(422);
    expect((await api.add(event.id, { category_id: catering, planned: "12.5" })).status).toBe(422);

    res = await api.patch(event.id, line.id, { planned: "2500.500" });
    expect(lineOf(res.json, "catering").planned).toEqual({ amount: "2500.500", currency: "KWD" });
    expect((await api.remove(event.id, line.id)).status).toBe(204);
    expect((await api.get(event.id)).json.data.lines).toEqual([]);
    expect(await db.auditLog.count({ where: { entityId: event.id, action: { startsWith: "event.budget_line." } } })).toBe(3);
  });

  it("two parallel adds of one category: one line, the other 422 (the event row is locked)", async () => {
    const user = await customer();
    const event = await eventOf(user.id);
    const api = budgetApi(user);
    const venues = await categoryId("venues");
    const results = await Promise.all([
      api.add(event.id, { category_id: venues, planned: "100.000" }),
      api.add(event.id, { category_id: venues, planned: "200.000" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await db.eventBudgetLine.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("another customer's event and line are 404", async () => {
    const owner = await customer();
    const other = await customer();
    const event = await eventOf(owner.id);
    const add = await budgetApi(owner).add(event.id, { category_id: await categoryId("venues"), planned: "100.000" });
    const lineId = add.json.data.lines[0].id as string;
    const api = budgetApi(other);
    expect((await api.get(event.id)).status).toBe(404);
    expect((await api.put(event.id, { budget_total: "1.000" })).status).toBe(404);
    expect((await api.patch(event.id, lineId, { planned: "1.000" })).status).toBe(404);
    expect((await api.remove(event.id, lineId)).status).toBe(404);
    const otherEvent = await eventOf(other.id);
    expect((await api.remove(otherEvent.id, lineId)).status).toBe(404);
    expect(await db.eventBudgetLine.count({ where: { id: lineId } })).toBe(1);
  });
});
