import { beforeAll, describe, expect, it } from "vitest";
import { areaCentroids } from "@/prisma/seed/data/area-centroids";
import { db } from "@/server/core/db/client";
import { dispatchOutboxEvent, inProcessSink } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { builtinPoint } from "@/server/geocoding/providers/builtin";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";

// The address line and the point's source on PATCH /vendors/me and the branch
// endpoints (docs/search.md "Geocoding"): a typed point is pinned, clearing it
// lets the address find the point again, the owner's view says where the point
// came from, the public profile does not show the address.

// Every handler, once (a shared test process has registered them already).
beforeAll(() => registerEventHandlers());

const SALMIYA = { lat: areaCentroids.salmiya[0], lng: areaCentroids.salmiya[1] };
const areaId = async (slug: string) => (await db.area.findUniqueOrThrow({ where: { slug } })).id;

/** Delivers the AddressChanged rows of `id` not yet delivered (the built-in geocoder answers); returns how many. */
async function geocode(id: string): Promise<number> {
  const rows = await db.outboxEvent.findMany({
    where: { type: "AddressChanged", dispatchedAt: null, payload: { path: ["id"], equals: id } },
    orderBy: { id: "asc" },
  });
  for (const row of rows) expect(await dispatchOutboxEvent(row.id, inProcessSink)).toBe("delivered");
  return rows.length;
}

async function owner() {
  const made = await vendorWithOwner();
  await db.vendor.update({ where: { id: made.vendor.id }, data: { areaId: await areaId("salmiya") } });
  const patch = (body: Record<string, unknown>, locale: "ar" | "en" = "en") =>
    call("/vendors/me", { method: "PATCH", headers: auth(made.owner.token, locale), body });
  return { ...made, patch };
}

describe("PATCH /vendors/me: address line and point source", () => {
  it("an address line (trimmed) finds the point after commit: geocoded, and the search document is told", async () => {
    const { vendor, owner: o, patch } = await owner();
    const saved = await patch({ address_line: "  Block 10,   Salem Al Mubarak St  " });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.location).toEqual({
      latitude: null,
      longitude: null,
      address_line: "Block 10, Salem Al Mubarak St",
      source: null,
      show_exact_location: false,
    });
    expect(await geocode(vendor.id)).toBe(1);

    const row = await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    const expected = builtinPoint(SALMIYA, "Block 10, Salem Al Mubarak St");
    expect(row).toMatchObject({ latitude: expected.lat, longitude: expected.lng, locationSource: "geocoded" });
    const me = await call("/vendors/me", { headers: auth(o.token) });
    expect(me.json.data.location).toMatchObject({ latitude: expected.lat, longitude: expected.lng, source: "geocoded" });
    expect(await db.outboxEvent.count({ where: { type: "VendorChanged", payload: { path: ["vendorId"], equals: vendor.id } } })).toBeGreaterThanOrEqual(2);

    // The public profile shows neither the address nor the point (not published).
    const profile = await call(`/vendors/${vendor.id}`);
    expect(profile.json.data.location).toBeNull();
    expect(JSON.stringify(profile.json)).not.toContain("Salem Al Mubarak");
  });

  it("a typed point is pinned: a new address leaves it alone; clearing the point lets the address find it again", async () => {
    const { vendor, patch } = await owner();
    const pinned = await patch({ latitude: 29.3312, longitude: 48.0621, address_line: "Block 4" });
    expect(pinned.json.data.location).toMatchObject({ latitude: 29.3312, longitude: 48.0621, address_line: "Block 4", source: "pinned" });
    expect(await geocode(vendor.id)).toBe(0);
    expect((await patch({ address_line: "Block 5" })).json.data.location).toMatchObject({ latitude: 29.3312, source: "pinned" });
    expect(await geocode(vendor.id)).toBe(0);

    const cleared = await patch({ latitude: null, longitude: null });
    expect(cleared.json.data.location).toMatchObject({ latitude: null, longitude: null, address_line: "Block 5", source: null });
    expect(await geocode(vendor.id)).toBe(1);
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).toMatchObject({
      locationSource: "geocoded",
      latitude: builtinPoint(SALMIYA, "Block 5").lat,
    });

    // Without an address the area's centre is the point.
    expect((await patch({ address_line: "" })).json.data.location.address_line).toBeNull();
    await geocode(vendor.id);
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).toMatchObject({
      locationSource: "centroid",
      latitude: SALMIYA.lat,
      longitude: SALMIYA.lng,
    });
  });

  it("a new area re-runs the lookup of a point that is not pinned", async () => {
    const { vendor, patch } = await owner();
    await patch({ address_line: "Block 1" });
    await geocode(vendor.id);
    // Another area of the vendor's city.
    const other = await db.area.findFirstOrThrow({ where: { governorate: { cityId: vendor.cityId }, slug: { not: "salmiya" }, latitude: { not: null } } });
    const res = await patch({ area_id: other.id });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await geocode(vendor.id)).toBe(1);
    const centre = { lat: other.latitude!, lng: other.longitude! };
    expect(await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).toMatchObject({
      locationSource: "geocoded",
      latitude: builtinPoint(centre, "Block 1").lat,
    });
  });

  it("refuses an address line over 200 characters or not a string (422 in the envelope)", async () => {
    const { patch } = await owner();
    for (const address_line of ["x".repeat(201), 12, ["Block 1"]]) {
      const res = await patch({ address_line }, "ar");
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json.error.details)).toEqual(["address_line"]);
    }
    expect((await patch({ address_line: "x".repeat(200) })).status).toBe(200);
  });
});

describe("branches: address line and point source", () => {
  it("a branch without a point is found from its address; a typed one is pinned; clearing it finds it again", async () => {
    const { owner: o } = await vendorWithOwner();
    const salmiya = await areaId("salmiya");
    const post = (body: Record<string, unknown>) =>
      call("/vendors/me/branches", { method: "POST", headers: auth(o.token), body: { name_ar: "فرع", name_en: "Branch", area_id: salmiya, ...body } });
    const found = await post({ address_line: " Block 2 " });
    expect(found.status, JSON.stringify(found.json)).toBe(201);
    expect(found.json.data.location).toEqual({ latitude: null, longitude: null, address_line: "Block 2", source: null });
    const id = found.json.data.id as string;
    expect(await geocode(id)).toBe(1);
    const listed = await call("/vendors/me/branches", { headers: auth(o.token) });
    const point = builtinPoint(SALMIYA, "Block 2");
    expect(listed.json.data[0].location).toEqual({ latitude: point.lat, longitude: point.lng, address_line: "Block 2", source: "geocoded" });

    const typed = await post({ latitude: 29.33, longitude: 48.05 });
    expect(typed.json.data.location).toMatchObject({ source: "pinned" });
    const typedId = typed.json.data.id as string;
    expect(await geocode(typedId)).toBe(0);
    const patch = (body: Record<string, unknown>) => call(`/vendors/me/branches/${typedId}`, { method: "PATCH", headers: auth(o.token), body });
    expect((await patch({ address_line: "Block 9" })).json.data.location).toMatchObject({ latitude: 29.33, source: "pinned", address_line: "Block 9" });
    expect(await geocode(typedId)).toBe(0);
    const cleared = await patch({ latitude: null, longitude: null });
    expect(cleared.json.data.location).toMatchObject({ latitude: null, source: null });
    expect(await geocode(typedId)).toBe(1);
    expect(await db.vendorBranch.findUniqueOrThrow({ where: { id: typedId } })).toMatchObject({
      locationSource: "geocoded",
      latitude: builtinPoint(SALMIYA, "Block 9").lat,
    });

    const long = await patch({ address_line: "x".repeat(201) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.json.error.details)).toEqual(["address_line"]);
  });
});
