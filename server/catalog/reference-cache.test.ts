import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";

// Reference data is kept in each server process and answered from memory
// until the database's reference version moves (server/core/cache). The
// writes here are plain SQL, as another process (or an admin tool) would
// make them: nothing in this process hears of them except through the
// database, and the very next request must show them.

type Named = { slug: string; name: string; children?: Named[] };
const en = { "accept-language": "en" };
const names = async () => ((await call("/categories", { headers: en })).json.data as Named[]).map((c) => c.name);

/** A write that leaves the version alone (triggers off for this transaction): only a cache would still show the old value. */
async function silently(sql: string) {
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
    await tx.$executeRawUnsafe(sql);
  });
}

describe("reference data cached per process", () => {
  it("answers from memory while the version stands, and shows a category rename on the next request after it commits", async () => {
    const before = await names();
    expect(before).toContain("Venues & Event Spaces");

    // Proof that the tree is not read from the database on each request.
    await silently(`UPDATE categories SET name_en = 'Halls (unseen)' WHERE slug = 'venues'`);
    expect(await names()).toEqual(before);

    await db.$executeRaw`UPDATE categories SET name_en = 'Wedding Venues' WHERE slug = 'venues'`;
    const after = await names();
    expect(after).toContain("Wedding Venues");
    expect(after).not.toContain("Venues & Event Spaces");
    const one = await call("/categories/venues", { headers: en });
    expect(one.json.data.name).toBe("Wedding Venues");
  });

  it("hides a deactivated category at once, from the tree and from its page", async () => {
    const slug = ((await call("/categories", { headers: en })).json.data as Named[])[1].slug;
    await db.$executeRaw`UPDATE categories SET status = 'inactive' WHERE slug = ${slug}`;
    const tree = (await call("/categories", { headers: en })).json.data as Named[];
    expect(tree.map((c) => c.slug)).not.toContain(slug);
    expect((await call(`/categories/${slug}`, { headers: en })).status).toBe(404);
  });

  it("shows a renamed area and a repriced plan on the next request", async () => {
    const areas = (await call("/areas", { headers: en })).json.data as Array<{ areas: Array<{ id: string; name: string }> }>;
    const area = areas[0].areas[0];
    await db.$executeRaw`UPDATE areas SET name_en = 'Renamed Area' WHERE id = ${area.id}`;
    const again = (await call("/areas", { headers: en })).json.data as Array<{ areas: Array<{ id: string; name: string }> }>;
    expect(again[0].areas.find((a) => a.id === area.id)?.name).toBe("Renamed Area");

    const plans = (await call("/plans", { headers: en })).json.data as Array<{ code: string; price_monthly: { amount: string } }>;
    const paid = plans.find((p) => p.price_monthly.amount !== "0.000")!;
    await db.$executeRaw`UPDATE plans SET price_monthly = 123.456 WHERE code = ${paid.code} AND country_code = 'KW'`;
    const repriced = (await call("/plans", { headers: en })).json.data as Array<{ code: string; price_monthly: { amount: string } }>;
    expect(repriced.find((p) => p.code === paid.code)?.price_monthly.amount).toBe("123.456");
  });
});
