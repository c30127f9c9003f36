import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { bookingApi, bookedRfq } from "@/server/test/bookings";
import { call, freshIp, serve } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { customer, sentRfq, submittedQuote } from "@/server/test/rfqs";

function timeline(user: TestUser, eventId: string, locale: "ar" | "en" = "en") {
  const headers = auth(user.token, locale);
  return {
    list: () => call(`/events/${eventId}/timeline`, { headers }),
    add: (body: unknown) => call(`/events/${eventId}/timeline`, { method: "POST", headers, body }),
    patch: (entryId: string, body: unknown) => call(`/events/${eventId}/timeline/${entryId}`, { method: "PATCH", headers, body }),
    remove: (entryId: string) => call(`/events/${eventId}/timeline/${entryId}`, { method: "DELETE", headers }),
    pdf: () => serve(new Request(`http://localhost/api/v1/events/${eventId}/timeline/pdf`, { headers: { ...headers, "x-forwarded-for": freshIp() } })),
  };
}

/** The booked event of bookedRfq, plus a booking of the other vendor on the same event (from an RFQ of its own). */
async function bookedEvent() {
  const setup = await bookedRfq();
  const [a, b] = setup.vendors;
  const rfq = await sentRfq(setup.event, [b.vendor.id], { category: "photography" });
  const quote = await submittedQuote(rfq.id, b.vendor.id, { total: "900.000" });
  const other = await db.booking.create({
    data: {
      id: newId(),
      reference: `BK-${newId().slice(-8)}`,
      eventId: setup.event.id,
      rfqId: rfq.id,
      quoteId: quote.id,
      customerUserId: setup.buyer.id,
      vendorId: b.vendor.id,
      status: "pending",
      total: "900.000",
      depositDue: "180.000",
      serviceDate: setup.event.eventDate!,
      paymentDeadline: new Date(now().getTime() + 86_400_000),
    },
  });
  return { ...setup, a, b, bookingA: setup.bookingId, bookingB: other.id };
}

describe("timeline", () => {
  it("keeps the day in time order with who does what; checks titles, times and bookings; other customers get 404", async () => {
    const { buyer, event, bookingA } = await bookedEvent();
    const api = timeline(buyer, event.id);
    const zaffa = await api.add({ starts_at: "20:30", title_ar: "الزفة", title_en: "Zaffa", person_name: "Aunt Huda" });
    expect(zaffa.status, JSON.stringify(zaffa.json)).toBe(201);
    const arrival = await api.add({
      starts_at: "16:00",
      ends_at: "17:30",
      title_en: "Photographer arrives and sets up",
      booking_id: bookingA,
      notes: "Use the side gate",
    });
    expect(arrival.status, JSON.stringify(arrival.json)).toBe(201);
    expect(arrival.json.data.who).toMatchObject({ type: "vendor", booking_id: bookingA, vendor: { id: expect.any(String) } });

    const list = await api.list();
    expect(list.json.data.map((e: { starts_at: string; title: string }) => [e.starts_at, e.title])).toEqual([
      ["16:00", "Photographer arrives and sets up"],
      ["20:30", "Zaffa"],
    ]);
    expect((await timeline(buyer, event.id, "ar").list()).json.data[1].title).toBe("الزفة");

    const errors = await Promise.all([
      api.add({ starts_at: "18:00" }),
      api.add({ starts_at: "18:00", ends_at: "17:00", title_en: "Backwards" }),
      api.add({ starts_at: "18:00", title_en: "Both", booking_id: bookingA, person_name: "Huda" }),
      api.add({ starts_at: "18:00", title_en: "Someone else's", booking_id: newId() }),
      api.add({ starts_at: "25:00", title_en: "Late" }),
    ]);
    expect(errors.map((r) => [r.status, Object.keys(r.json.error.details)[0]])).toEqual([
      [422, "title_ar"],
      [422, "ends_at"],
      [422, "person_name"],
      [422, "booking_id"],
      [422, "starts_at"],
    ]);

    const moved = await api.patch(zaffa.json.data.id, { starts_at: "21:00" });
    expect([moved.status, moved.json.data.starts_at, moved.json.data.who.person_name]).toEqual([200, "21:00", "Aunt Huda"]);
    const stranger = await customer();
    expect((await timeline(stranger, event.id).list()).status).toBe(404);
    expect((await timeline(stranger, event.id).remove(zaffa.json.data.id)).status).toBe(404);
    expect((await timeline(stranger, event.id).pdf()).status).toBe(404);
    expect((await api.remove(zaffa.json.data.id)).status).toBe(204);
    expect(await db.eventTimelineEntry.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("each booked vendor sees only its own entries in its booking; another vendor's booking is 404", async () => {
    const { buyer, event, a, b, bookingA, bookingB } = await bookedEvent();
    const api = timeline(buyer, event.id);
    await api.add({ starts_at: "16:00", title_en: "Photographer arrives", booking_id: bookingA, notes: "Side gate" });
    await api.add({ starts_at: "17:00", title_ar: "تجهيز الكوشة", booking_id: bookingB });
    await api.add({ starts_at: "20:30", title_en: "Zaffa", person_name: "Aunt Huda" });

    const seenByA = await bookingApi(a.owner.token).get(bookingA);
    expect(seenByA.status, JSON.stringify(seenByA.json)).toBe(200);
    expect(seenByA.json.data.timeline).toEqual([
      {
        id: expect.any(String),
        starts_at: "16:00",
        ends_at: null,
        title: "Photographer arrives",
        title_ar: null,
        title_en: "Photographer arrives",
        notes: "Side gate",
      },
    ]);
    const body = JSON.stringify(seenByA.json);
    for (const hidden of ["Aunt Huda", "Zaffa", "تجهيز الكوشة"]) expect(body).not.toContain(hidden);

    const seenByB = await bookingApi(b.owner.token, "ar").get(bookingB);
    expect(seenByB.json.data.timeline.map((e: { title: string }) => e.title)).toEqual(["تجهيز الكوشة"]);
    expect((await bookingApi(b.owner.token).get(bookingA)).status).toBe(404);
    // The customer's own booking page carries the same entries.
    expect((await bookingApi(buyer.token).get(bookingA)).json.data.timeline).toHaveLength(1);
  });

  it("prints the day as a real PDF with the Arabic and English titles", async () => {
    const { buyer, event, bookingA } = await bookedEvent();
    const api = timeline(buyer, event.id);
    await api.add({ starts_at: "16:00", title_ar: "وصول المصور", title_en: "Photographer arrives", booking_id: bookingA });
    await api.add({ starts_at: "20:30", title_ar: "الزفة", title_en: "Zaffa", person_name: "Aunt Huda" });
    const res = await api.pdf();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
    for (const words of ["Photographer arrives", "Zaffa", "Aunt Huda", "Event day timeline", "16:00"]) expect(text).toContain(words);
    // Arabic comes out word by word (the invoices' test reads it the same way).
    for (const word of ["الزفة", "المصور", "برنامج", "المناسبة"]) expect(text).toContain(word);
  });
});
