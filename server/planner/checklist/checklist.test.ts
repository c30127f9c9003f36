import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { customerQuoteApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotedRfq } from "@/server/test/rfqs";
import { sendChecklistReminders } from "./reminders";
import { CHECKLIST_TEMPLATES } from "./templates";
import { tickFromBooking } from "./tick-from-booking";

// The checklist: templates dated relative to the event, the customer's own
// items, ticks by the customer and by the marketplace, and reminders.

const DAY = 86_400_000;
const dayIn = (days: number) => new Date(now().getTime() + days * DAY).toISOString().slice(0, 10);
const shift = (date: string, days: number) => new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);

type Item = {
  id: string;
  template_key: string | null;
  due_date: string | null;
  done: boolean;
  done_by: string | null;
  days_before: number | null;
  title: string;
};

function checklistApi(user: TestUser, locale: "ar" | "en" = "en") {
  const headers = auth(user.token, locale);
  return {
    get: (id: string) => call(`/events/${id}/checklist`, { headers }),
    template: (id: string) => call(`/events/${id}/checklist/template`, { method: "POST", headers }),
    add: (id: string, body: unknown) => call(`/events/${id}/checklist/items`, { method: "POST", headers, body }),
    patch: (id: string, itemId: string, body: unknown) => call(`/events/${id}/checklist/items/${itemId}`, { method: "PATCH", headers, body }),
    remove: (id: string, itemId: string) => call(`/events/${id}/checklist/items/${itemId}`, { method: "DELETE", headers }),
    patchEvent: (id: string, body: unknown) => call(`/events/${id}`, { method: "PATCH", headers, body }),
  };
}

const item = (json: { data: { items: Item[] } }, key: string) => json.data.items.find((i) => i.template_key === key)!;

describe("event checklist", () => {
  it("the wedding template is dated from the event, and its dates move when the event date moves", { timeout: 120_000 }, async () => {
    const user = await customer();
    const event = await eventOf(user.id, { inDays: 100 });
    const api = checklistApi(user, "ar");
    const eventDate = dayIn(100);
    expect((await api.get(event.id)).json.data).toMatchObject({ items: [], template_available: true, progress: { done: 0, total: 0 } });

    let res = await api.template(event.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.items).toHaveLength(CHECKLIST_TEMPLATES.wedding.length);
    expect(res.json.data.template_available).toBe(false);
    expect(item(res.json, "book_venue")).toMatchObject({ title: "احجز القاعة", days_before: 330, due_date: shift(eventDate, -330), done: false });
    expect(item(res.json, "final_headcount")).toMatchObject({ due_date: shift(eventDate, -7) });
    // Twice adds nothing twice.
    expect((await api.template(event.id)).json.data.items).toHaveLength(CHECKLIST_TEMPLATES.wedding.length);

    const moved = dayIn(130);
    expect((await api.patchEvent(event.id, { event_date: moved })).status).toBe(200);
    res = await api.get(event.id);
    expect(item(res.json, "book_venue").due_date).toBe(shift(moved, -330));
    expect(item(res.json, "final_headcount").due_date).toBe(shift(moved, -7));

    // A date of its own: the item no longer follows the event.
    const own = dayIn(20);
    res = await api.patch(event.id, item(res.json, "guest_list").id, { due_date: own });
    expect(item(res.json, "guest_list")).toMatchObject({ due_date: own, days_before: null });
    await api.patchEvent(event.id, { event_date: dayIn(140) });
    expect(item((await api.get(event.id)).json, "guest_list").due_date).toBe(own);
  });

  it("the customer adds, edits, ticks, unticks and deletes items; another customer gets 404", async () => {
    const user = await customer();
    const event = await eventOf(user.id);
    const api = checklistApi(user);
    const flowers = await db.category.findUniqueOrThrow({ where: { slug: "flowers" } });
    let res = await api.add(event.id, { title: "Pick the bouquet colours", due_date: dayIn(30), category_id: flowers.id });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const mine = res.json.data.items[0] as Item & { category: { slug: string } };
    expect(mine).toMatchObject({ title: "Pick the bouquet colours", due_date: dayIn(30), template_key: null, category: { slug: "flowers" } });

    res = await api.patch(event.id, mine.id, { title: "Pick the bouquet", done: true });
    expect(res.json.data.items[0]).toMatchObject({ title: "Pick the bouquet", done: true, done_by: "customer" });
    expect(res.json.data.progress).toEqual({ done: 1, total: 1 });
    res = await api.patch(event.id, mine.id, { done: false });
    expect(res.json.data.items[0]).toMatchObject({ done: false, done_at: null, done_by: null });

    expect((await api.add(event.id, { title: "x" })).status).toBe(422);
    expect((await api.add(event.id, { title: "Something", category_id: (await db.category.findUniqueOrThrow({ where: { slug: "buffet" } })).id })).status).toBe(
      422,
    );

    const other = checklistApi(await customer());
    expect((await other.get(event.id)).status).toBe(404);
    expect((await other.patch(event.id, mine.id, { done: true })).status).toBe(404);
    expect((await other.remove(event.id, mine.id)).status).toBe(404);

    expect((await api.remove(event.id, mine.id)).status).toBe(204);
    expect(await db.eventChecklistItem.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("an accepted booking in a category ticks the template's 'book' item of that category, once", async () => {
    registerEventHandlers();
    const { buyer, event, quotes } = await quotedRfq();
    const api = checklistApi(buyer);
    await api.template(event.id);
    const accepted = await customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id);
    expect(accepted.status).toBe(201);
    await dispatchOutbox();
    const res = await api.get(event.id);
    expect(item(res.json, "book_photography")).toMatchObject({ done: true, done_by: "marketplace" });
    expect(item(res.json, "book_venue")).toMatchObject({ done: false });
    expect(res.json.data.progress.done).toBe(1);
    // A redelivered event ticks nothing again.
    expect(await tickFromBooking(accepted.json.data.booking.id)).toBe(0);
    expect(await db.auditLog.count({ where: { action: "event.checklist_item.completed", entityId: event.id } })).toBe(1);
  });

  it("reminds once per item and due date of what falls due within 7 days; delivery follows the customer's preferences", async () => {
    registerEventHandlers();
    const wantsEmail = await customer();
    const noEmail = await customer();
    await db.user.update({ where: { id: wantsEmail.id }, data: { preferredLocale: "ar" } });
    await db.user.update({ where: { id: noEmail.id }, data: { preferredLocale: "en" } });
    const off = await call("/notifications/preferences", { method: "PATCH", headers: auth(noEmail.token), body: { email: { planner: false } } });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(off.json.data.email.planner).toBe(false);
    const events = [];
    for (const user of [wantsEmail, noEmail]) {
      const event = await eventOf(user.id, { inDays: 20 });
      await checklistApi(user).template(event.id);
      events.push(event);
    }
    // Wedding items 14 days before (confirm the vendors) fall due in 6 days; nothing else is within the week.
    // (Events of the tests above fall due too: counted by user below.)
    expect((await sendChecklistReminders()).sent).toBeGreaterThanOrEqual(2);
    expect(await sendChecklistReminders()).toEqual({ sent: 0 });
    await dispatchOutbox();
    const notices = await db.notification.findMany({ where: { kind: "planner.checklist_due", userId: { in: [wantsEmail.id, noEmail.id] } } });
    expect(notices).toHaveLength(2);
    // A task of the template list, with both of its names (read in the reader's language).
    const task = { ar: "أكّد مع كل مزوّد موعد الوصول والتجهيز", en: "Confirm arrival and set-up times with every vendor" };
    expect(notices.find((n) => n.userId === wantsEmail.id)!.params).toMatchObject({ task, due_date: dayIn(6) });
    expect(notices.find((n) => n.userId === noEmail.id)!.params).toMatchObject({ task });
    const emails = async (userId: string) =>
      db.notificationDelivery.count({ where: { channel: "email", notification: { userId, kind: "planner.checklist_due" } } });
    expect(await emails(wantsEmail.id)).toBe(1);
    expect(await emails(noEmail.id)).toBe(0);

    // Done items are not reminded; a moved date is reminded again for its new day.
    const api = checklistApi(wantsEmail);
    await api.patchEvent(events[0].id, { event_date: dayIn(21) });
    expect(await sendChecklistReminders()).toEqual({ sent: 1 }); // "confirm the vendors" now falls due in 7 days
    const list = (await api.get(events[0].id)).json;
    await api.patch(events[0].id, item(list, "confirm_vendors").id, { done: true });
    await api.patchEvent(events[0].id, { event_date: dayIn(20) });
    expect(await sendChecklistReminders()).toEqual({ sent: 0 });
  }, 120_000);
});
