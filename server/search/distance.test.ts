import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { areaCentroids } from "@/prisma/seed/data/area-centroids";
import { kuwaitGovernorates } from "@/prisma/seed/data/locations";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, tag } from "@/server/test/identity";
import { haversineKm } from "../core/geo";
import { registerSearchHandlers, reindexVendor } from "./engine/indexer";

// Distance (docs/search.md "Distance"): area centroids, a vendor's own point,
// distance_km on cards (rounded: 0.1 km when the vendor publishes its exact
// point, 1 km when not), sort=distance, and the 422s. The engines' order
// itself is held by the contract (server/search/contract.ts).

beforeAll(() => registerSearchHandlers());

const search = (query: Record<string, string>, headers: Record<string, string> = {}) => call("/search/vendors", { query, headers });
type Card = { id: string; distance_km: number | null };
const cards = (res: { json: { data: Card[] } }) => res.json.data;
const areaId = async (slug: string) => (await db.area.findUniqueOrThrow({ where: { slug } })).id;

async function drainOutbox() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

/** An approved, published, indexed vendor named after `t`, in the area `slug` (none: no area). */
async function vendorIn(t: string, name: string, slug: string | null) {
  const made = await vendorWithOwner({ categories: ["venues"] });
  await db.vendor.update({
    where: { id: made.vendor.id },
    data: { nameAr: `${name} ${t}`, nameEn: `${name} ${t}`, areaId: slug ? await areaId(slug) : null },
  });
  await reindexVendor(made.vendor.id);
  return made;
}

describe("area centroids", () => {
  it("every seeded Kuwaiti area has a centroid inside Kuwait, stored on the area", async () => {
    const slugs = kuwaitGovernorates.flatMap((g) => g.areas.map((a) => a.slug));
    expect(slugs.filter((s) => !areaCentroids[s])).toEqual([]);
    for (const [lat, lng] of Object.values(areaCentroids)) {
      expect(lat).toBeGreaterThanOrEqual(28.5);
      expect(lat).toBeLessThanOrEqual(30.2);
      expect(lng).toBeGreaterThanOrEqual(46.5);
      expect(lng).toBeLessThanOrEqual(48.5);
    }
    const salmiya = await db.area.findUniqueOrThrow({ where: { slug: "salmiya" } });
    expect([salmiya.latitude, salmiya.longitude]).toEqual([...areaCentroids.salmiya]);
    expect(await db.area.count({ where: { latitude: null } })).toBe(0);
  });

  it("puts Salmiya about 9 km from Kuwait City and Jahra about 40 km from Salmiya", () => {
    const [salmiya, sharq, jahra] = [areaCentroids.salmiya, areaCentroids.sharq, areaCentroids.jahra];
    expect(haversineKm(salmiya[0], salmiya[1], sharq[0], sharq[1])).toBeGreaterThan(8);
    expect(haversineKm(salmiya[0], salmiya[1], sharq[0], sharq[1])).toBeLessThan(10);
    expect(haversineKm(salmiya[0], salmiya[1], jahra[0], jahra[1])).toBeGreaterThan(38);
    expect(haversineKm(salmiya[0], salmiya[1], jahra[0], jahra[1])).toBeLessThan(43);
  });
});

describe("GET /search/vendors with a reference point", () => {
  it("fills distance_km from the area's centroid to the whole km, and leaves it null without a point", async () => {
    const t = tag();
    const { vendor } = await vendorIn(t, "Salmiya Hall", "salmiya");
    const near = cards(await search({ q: t, near_area_id: await areaId("sharq") }));
    expect(near.map((c) => c.id)).toEqual([vendor.id]);
    // About 9.6 km from Sharq (Kuwait City), shown to the whole km: the vendor has not published a point.
    expect(near[0].distance_km).toBe(10);
    expect(Number.isInteger(near[0].distance_km)).toBe(true);
    const plain = cards(await search({ q: t }));
    expect(plain[0].distance_km).toBeNull();
    // The same from a phone's point (lat/lng): Salmiya's own centroid is 0 km away.
    const here = cards(await search({ q: t, lat: "29.333", lng: "48.076" }));
    expect(here[0].distance_km).toBe(0);
  });

  it("sorts nearest first (vendors without a point last), from an area or a point", async () => {
    const t = tag();
    const salmiya = (await vendorIn(t, "Salmiya Tents", "salmiya")).vendor.id;
    const jahra = (await vendorIn(t, "Jahra Tents", "jahra")).vendor.id;
    const sharq = (await vendorIn(t, "Sharq Tents", "sharq")).vendor.id;
    const nowhere = (await vendorIn(t, "Nowhere Tents", null)).vendor.id;
    const fromSalmiya = await search({ q: t, sort: "distance", near_area_id: await areaId("salmiya") });
    expect(fromSalmiya.status).toBe(200);
    expect(cards(fromSalmiya).map((c) => c.id)).toEqual([salmiya, sharq, jahra, nowhere]);
    expect(cards(fromSalmiya).map((c) => c.distance_km)).toEqual([0, 10, 41, null]);
    const fromJahra = await search({ q: t, sort: "distance", lat: "29.337", lng: "47.658" });
    expect(cards(fromJahra).map((c) => c.id)).toEqual([jahra, sharq, salmiya, nowhere]);
    // Pages keep the order.
    const second = await search({ q: t, sort: "distance", lat: "29.337", lng: "47.658", per_page: "2", page: "2" });
    expect(cards(second).map((c) => c.id)).toEqual([salmiya, nowhere]);
  });

  it("uses the vendor's own point when set, to 0.1 km once it publishes it, and shows the point publicly only then", async () => {
    const t = tag();
    const { vendor, owner } = await vendorIn(t, "Own Point Studio", "jahra");
    const patch = (body: Record<string, unknown>) => call("/vendors/me", { method: "PATCH", headers: auth(owner.token), body });
    // A point in Salmiya, far from its area (Jahra): the point decides.
    const point = { latitude: 29.3312, longitude: 48.0621 };
    const saved = await patch(point);
    expect(saved.status).toBe(200);
    expect(saved.json.data.location).toEqual({ ...point, address_line: null, source: "pinned", show_exact_location: false });
    await drainOutbox();
    const sharq = areaCentroids.sharq;
    const exactKm = haversineKm(sharq[0], sharq[1], point.latitude, point.longitude);
    const hidden = cards(await search({ q: t, near_area_id: await areaId("sharq") }));
    expect(hidden[0].distance_km).toBe(Math.round(exactKm));
    const profile = await call(`/vendors/${vendor.id}`);
    expect(profile.json.data.location).toBeNull();
    expect(JSON.stringify(profile.json)).not.toContain("48.0621");

    expect((await patch({ show_exact_location: true })).status).toBe(200);
    await drainOutbox();
    const shown = cards(await search({ q: t, near_area_id: await areaId("sharq") }));
    expect(shown[0].distance_km).toBe(Math.round(exactKm * 10) / 10);
    expect(shown[0].distance_km).not.toBe(Math.round(exactKm));
    const published = await call(`/vendors/${vendor.id}`);
    expect(published.json.data.location).toEqual(point);

    // Back to the area's centroid (public anyway; still to 0.1 km while published): Jahra is 32.7 km from Sharq.
    expect((await patch({ latitude: null, longitude: null })).status).toBe(200);
    await drainOutbox();
    expect(cards(await search({ q: t, near_area_id: await areaId("sharq") }))[0].distance_km).toBe(32.7);
  });

  it("answers 422 naming the field: distance sort without a point, half a point, outside Kuwait, an unknown area, two points", async () => {
    const sharq = await areaId("sharq");
    const cases: Array<[Record<string, string>, string]> = [
      [{ sort: "distance" }, "near_area_id"],
      [{ lat: "29.3" }, "lng"],
      [{ lng: "48.0" }, "lat"],
      [{ lat: "25.2", lng: "55.3" }, "lat"],
      [{ lat: "25.2", lng: "55.3" }, "lng"],
      [{ lat: "north", lng: "48.0" }, "lat"],
      [{ near_area_id: "no-such-area" }, "near_area_id"],
      [{ near_area_id: sharq, lat: "29.3", lng: "48.0" }, "near_area_id"],
    ];
    for (const [query, field] of cases) {
      const res = await search(query, { "accept-language": "ar" });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.json.error.details), JSON.stringify(query)).toContain(field);
    }
    const en = await search({ sort: "distance" }, { "accept-language": "en" });
    expect(en.json.error.details.near_area_id[0]).toBe("Sorting by distance needs a reference point: near_area_id, or lat and lng.");
    const ar = await search({ sort: "distance" }, { "accept-language": "ar" });
    expect(ar.json.error.details.near_area_id[0]).toContain("المسافة");
  });

  it("refuses a vendor point outside Kuwait or without both coordinates (422)", async () => {
    const { owner } = await vendorWithOwner();
    const patch = (body: Record<string, unknown>) => call("/vendors/me", { method: "PATCH", headers: auth(owner.token), body });
    for (const body of [{ latitude: 31.5, longitude: 48 }, { latitude: 29.3, longitude: 50.1 }, { latitude: 29.3 }, { latitude: 29.3, longitude: null }]) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.details.latitude ?? res.json.error.details.longitude).toBeTruthy();
    }
  });
});
