import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { vendorWithOwner } from "@/server/test/fixtures";
import { tag } from "@/server/test/identity";
import { setSearchProvider } from "./engine/engine";
import { reindexVendor } from "./engine/indexer";

// The built-in engine keeps recent answers per index and reference version
// (providers/memory-index-answers.ts). Cards come from the database after
// that, so a write that has not reached the index yet (another process's, or
// one whose index update is still on its way) is shown on the next request.

afterEach(() => setSearchProvider(undefined));

const ids = async (q: string) => ((await call("/search/vendors", { query: { q } })).json.data as Array<{ id: string }>).map((c) => c.id);

async function indexedVendor(nameEn: string) {
  const made = await vendorWithOwner();
  await db.vendor.update({ where: { id: made.vendor.id }, data: { nameAr: `قاعة ${nameEn}`, nameEn } });
  await reindexVendor(made.vendor.id);
  return made.vendor.id;
}

describe("search answers from the engine's answer cache", () => {
  it("never shows a vendor suspended after its answer was cached, though the index still holds it", async () => {
    const t = tag();
    const kept = await indexedVendor(`Saffron Hall ${t}`);
    const suspended = await indexedVendor(`Saffron Garden ${t}`);
    expect((await ids(`saffron ${t}`)).sort()).toEqual([kept, suspended].sort());
    expect((await ids(`saffron ${t}`)).sort()).toEqual([kept, suspended].sort()); // answered from the cache

    // As another process would: the row changes, the index does not (its removal is an event away).
    await db.$executeRaw`UPDATE vendors SET status = 'suspended', suspended_at = now(), suspension_reason = 'test' WHERE id = ${suspended}`;
    expect(await ids(`saffron ${t}`)).toEqual([kept]);
  });

  it("answers afresh once the index moves: a renamed vendor is found by its new name and not its old one", async () => {
    const t = tag();
    const id = await indexedVendor(`Amber Studio ${t}`);
    expect(await ids(`amber ${t}`)).toEqual([id]);
    await db.vendor.update({ where: { id }, data: { nameEn: `Coral Studio ${t}`, nameAr: `استوديو مرجان ${t}` } });
    await reindexVendor(id);
    expect(await ids(`amber ${t}`)).toEqual([]);
    expect(await ids(`coral ${t}`)).toEqual([id]);
  });

  it("builds cards from the cards cache until a table a card is read from changes, in any process", async () => {
    const t = tag();
    const id = await indexedVendor(`Juniper Hall ${t}`);
    const card = async () =>
      (
        (await call("/search/vendors", { query: { q: `juniper ${t}` }, headers: { "accept-language": "en" } })).json.data as Array<{ id: string; name: string }>
      )[0];
    expect((await card()).name).toBe(`Juniper Hall ${t}`);

    // Triggers off for this transaction: only the cache still shows the old name.
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
      await tx.$executeRawUnsafe(`UPDATE vendors SET name_en = 'Unseen' WHERE id = $1`, id);
    });
    expect((await card()).name).toBe(`Juniper Hall ${t}`);

    // As another process would: a plain write moves the cards version at commit.
    await db.$executeRaw`UPDATE vendors SET name_en = ${`Juniper Court ${t}`} WHERE id = ${id}`;
    expect((await card()).name).toBe(`Juniper Court ${t}`);
  });
});
