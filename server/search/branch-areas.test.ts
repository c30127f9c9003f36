import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { addBranch, areaIds } from "@/server/test/branches";
import { call } from "@/server/test/http";
import { auth, tag } from "@/server/test/identity";
import { quotingVendor } from "@/server/test/rfqs";
import { registerSearchHandlers } from "./engine/indexer";
import { reindexVendor } from "./engine/indexer";

// Branches in search (docs/vendor-team.md "Branches"): search shows a vendor
// once, found in its own area and in each branch's area, with the branches'
// areas on its card and public profile; a branch added, moved or removed
// reindexes the vendor through the outbox (VendorChanged).

beforeAll(() => registerSearchHandlers());

/** Delivers due outbox events until none is left. */
async function drainOutbox() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

const search = (query: Record<string, string>, locale: "ar" | "en" = "en") => call("/search/vendors", { query, headers: { "accept-language": locale } });
const found = async (query: Record<string, string>) => (await search(query)).json.data.map((c: { id: string }) => c.id);

describe("vendor branches in search", () => {
  it("finds the vendor once in its own area and its branches' areas, lists them on the card and the profile, and follows branch changes", async () => {
    const t = tag();
    const { vendor, owner } = await quotingVendor();
    const [own, salmiya, jahra, other] = await areaIds(4);
    await db.vendor.update({ where: { id: vendor.id }, data: { areaId: own, nameAr: `فروع ${t}`, nameEn: `Branches ${t}` } });
    await reindexVendor(vendor.id);
    expect(await found({ q: t, area_id: salmiya })).toEqual([]);

    const first = await addBranch(owner.token, salmiya, "Salmiya branch");
    await addBranch(owner.token, jahra, "Jahra branch");
    await addBranch(owner.token, jahra, "Second Jahra branch");
    await drainOutbox();

    expect(await found({ q: t })).toEqual([vendor.id]);
    expect(await found({ q: t, area_id: own })).toEqual([vendor.id]);
    expect(await found({ q: t, area_id: salmiya })).toEqual([vendor.id]);
    const inJahra = await search({ q: t, area_id: jahra }, "ar");
    expect(inJahra.json.data.map((c: { id: string }) => c.id)).toEqual([vendor.id]);
    expect(inJahra.json.meta.pagination.total).toBe(1);
    expect(await found({ q: t, area_id: other })).toEqual([]);

    const names = await db.area.findMany({ where: { id: { in: [salmiya, jahra] } }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
    expect(inJahra.json.data[0].branch_areas).toEqual(names.map((a) => ({ id: a.id, name: a.nameAr })));
    const profile = await call(`/vendors/${vendor.id}`, { headers: { "accept-language": "en" } });
    expect(profile.status).toBe(200);
    expect(profile.json.data.branch_areas).toEqual(names.map((a) => ({ id: a.id, name: a.nameEn })));

    // Moved to another area: found there, no longer in Salmiya.
    const moved = await call(`/vendors/me/branches/${first.id}`, { method: "PATCH", headers: auth(owner.token), body: { area_id: other } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await drainOutbox();
    expect(await found({ q: t, area_id: salmiya })).toEqual([]);
    expect(await found({ q: t, area_id: other })).toEqual([vendor.id]);

    // Removed: no longer found in that area.
    const removed = await call(`/vendors/me/branches/${first.id}`, { method: "DELETE", headers: auth(owner.token) });
    expect(removed.status).toBe(204);
    await drainOutbox();
    expect(await found({ q: t, area_id: other })).toEqual([]);
    expect(await found({ q: t, area_id: jahra })).toEqual([vendor.id]);
  });

  it("a vendor without branches has an empty list on its card and profile", async () => {
    const t = tag();
    const { vendor } = await quotingVendor();
    await db.vendor.update({ where: { id: vendor.id }, data: { nameEn: `Plain ${t}` } });
    await reindexVendor(vendor.id);
    const res = await search({ q: t });
    expect(res.json.data.map((c: { id: string; branch_areas: unknown }) => [c.id, c.branch_areas])).toEqual([[vendor.id, []]]);
    const profile = await call(`/vendors/${vendor.id}`);
    expect(profile.json.data.branch_areas).toEqual([]);
  });
});
