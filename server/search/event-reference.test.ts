import { beforeAll, describe, expect, it } from "vitest";
import { isoDay } from "@/server/availability/calendar";
import { db } from "@/server/core/db/client";
import { haversineKm } from "@/server/core/geo";
import { call } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { customer, eventOf, quotingVendor } from "@/server/test/rfqs";
import { eventReference, vendorDistanceKm } from "./event-reference";
import { registerSearchHandlers, reindexVendor } from "./engine/indexer";

// An event as the marketplace's reference (docs/decisions.md): the event has an optional
// area (API create/patch/view, checked against the event's city), and
// `?event=<id>` of the caller's own event gives the search its date (the
// availability filter) and its area's centroid (distance_km, sort=distance);
// anyone else's event is a 404. The profile's distance uses the same reference.

beforeAll(() => registerSearchHandlers());

const area = (slug: string) => db.area.findUniqueOrThrow({ where: { slug } });
const patch = (user: TestUser, id: string, body: unknown) => call(`/events/${id}`, { method: "PATCH", headers: auth(user.token), body });
const search = (query: Record<string, string>, headers: Record<string, string> = {}) => call("/search/vendors", { query, headers });
type Card = { id: string; distance_km: number | null };

/** An indexed vendor in the area `slug`, named so one query finds it alone. */
async function vendorIn(slug: string) {
  const made = await quotingVendor();
  const name = `Event Ref ${made.vendor.id.slice(-6)}`;
  await db.vendor.update({ where: { id: made.vendor.id }, data: { nameEn: name, nameAr: name, areaId: (await area(slug)).id } });
  await reindexVendor(made.vendor.id);
  return { ...made, name };
}

describe("the event's area", () => {
  it("is set on create and patch, shown in the view, and refused when unknown or outside the event's city", async () => {
    const buyer = await customer();
    const cityOf = async (slug: string) => (await db.area.findUniqueOrThrow({ where: { slug }, include: { governorate: true } })).governorate.cityId;
    const salmiya = await area("salmiya");
    const created = await call("/events", {
      method: "POST",
      headers: auth(buyer.token),
      body: { title: "Noura's engagement", event_type: "engagement", city_id: await cityOf("salmiya"), area_id: salmiya.id },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data.area).toEqual({ id: salmiya.id, name: "Salmiya", name_en: "Salmiya" });
    const id = created.json.data.id as string;

    const jahra = await area("jahra");
    const unknown = await patch(buyer, id, { area_id: "no-such-area" });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.details.area_id).toBeDefined();
    // Jahra is not in the event's city; with its own city it is.
    const mismatch = await patch(buyer, id, { area_id: jahra.id });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.error.details.area_id).toBeDefined();
    const moved = await patch(buyer, id, { city_id: await cityOf("jahra"), area_id: jahra.id });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.data.area.id).toBe(jahra.id);
    expect((await patch(buyer, id, { area_id: null })).json.data.area).toBeNull();
    // Another customer's event stays theirs.
    expect((await patch(await customer(), id, { area_id: jahra.id })).status).toBe(404);
  });
});

describe("GET /search/vendors?event=", () => {
  it("takes the event's date for availability and its area's centroid for distance", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id, { inDays: 45 });
    const salmiya = await area("salmiya");
    await db.event.update({ where: { id: event.id }, data: { areaId: salmiya.id } });
    const near = await vendorIn("salmiya");
    const far = await vendorIn("jahra");

    const both = await search({ q: "Event Ref", event: event.id, sort: "distance", per_page: "50" }, auth(buyer.token));
    expect(both.status, JSON.stringify(both.json)).toBe(200);
    expect(both.json.meta.event).toEqual({ id: event.id, title: event.title, date: isoDay(event.eventDate!), area: { id: salmiya.id, name: "Salmiya" } });
    const ids = (both.json.data as Card[]).map((c) => c.id);
    expect(ids.indexOf(near.vendor.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(near.vendor.id)).toBeLessThan(ids.indexOf(far.vendor.id));
    const farCard = (both.json.data as Card[]).find((c) => c.id === far.vendor.id)!;
    const jahra = await area("jahra");
    expect(farCard.distance_km).toBe(Math.round(haversineKm(salmiya.latitude!, salmiya.longitude!, jahra.latitude!, jahra.longitude!)));

    // The event's day blocked by the far vendor: it drops out of this search, and is found on another date given outright.
    const date = isoDay(event.eventDate!);
    expect(
      (
        await call("/vendors/me/calendar/exceptions", {
          method: "POST",
          headers: auth(far.owner.token),
          body: { kind: "blocked", starts_on: date, ends_on: date },
        })
      ).status,
    ).toBe(201);
    const onTheDay = await search({ q: far.name, event: event.id }, auth(buyer.token));
    expect((onTheDay.json.data as Card[]).map((c) => c.id)).toEqual([]);
    const otherDay = isoDay(new Date(event.eventDate!.getTime() + 86_400_000));
    expect((await search({ q: far.name, event: event.id, date: otherDay }, auth(buyer.token))).json.data.map((c: Card) => c.id)).toEqual([far.vendor.id]);
  });

  it("answers 404 for another customer's event or no caller, and 422 for sort=distance from an event without an area", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    expect((await search({ q: "hall", event: event.id }, auth((await customer()).token))).status).toBe(404);
    expect((await search({ q: "hall", event: event.id })).status).toBe(404);
    const noArea = await search({ q: "hall", event: event.id, sort: "distance" }, auth(buyer.token));
    expect(noArea.status).toBe(422);
    expect(noArea.json.error.details.event).toEqual([expect.any(String)]);
    const plain = await search({ q: "hall", event: event.id }, auth(buyer.token));
    expect(plain.status).toBe(200);
    expect(plain.json.meta.event.area).toBeNull();
  });
});

describe("the profile's distance from the event", () => {
  it("measures from the event's area to the vendor's area, to the whole km", async () => {
    const buyer = await customer();
    const event = await eventOf(buyer.id);
    const salmiya = await area("salmiya");
    await db.event.update({ where: { id: event.id }, data: { areaId: salmiya.id } });
    const far = await vendorIn("jahra");
    const reference = await eventReference(event.id, buyer.id, "en");
    const jahra = await area("jahra");
    expect(await vendorDistanceKm(far.vendor.id, reference.point!)).toBe(
      Math.round(haversineKm(salmiya.latitude!, salmiya.longitude!, jahra.latitude!, jahra.longitude!)),
    );
    await expect(eventReference(event.id, (await customer()).id, "en")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
