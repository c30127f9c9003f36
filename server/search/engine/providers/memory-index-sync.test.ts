import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "../../../core/db/client";
import { testSearchDocument } from "../../../test/search-contract";
import type { SearchDocument, SearchRequest } from "../provider";
import { MemoryIndexSearchProvider } from "./memory-index";
import { topK } from "./memory-index-nearest";

// The built-in engine answers from an in-memory copy of search_documents per
// process. These cases check that every copy follows the table: writes made
// through another instance (another server process), removals, documents
// rewritten many times, and an index emptied and started over.

describe("memory-index replica", () => {
  const run = randomUUID().slice(0, 8);
  const category = `replica-${run}`;
  const doc = (id: string, nameEn: string, over: Partial<SearchDocument> = {}): SearchDocument =>
    testSearchDocument({ id: `${id}-${run}`, nameAr: nameEn, nameEn, categoryIds: [category], cityId: `city-${run}`, ...over });
  const request = (q?: string): SearchRequest => ({
    kind: "vendor",
    q,
    filters: { categoryIds: [category] },
    sort: "relevance",
    offset: 0,
    limit: 50,
    facets: true,
  });

  it("sees what another instance writes and removes, at the next query", async () => {
    const writer = new MemoryIndexSearchProvider();
    const reader = new MemoryIndexSearchProvider();
    await writer.upsert([doc("a", "Sapphire Hall"), doc("b", "Sapphire Studio")]);
    expect((await reader.search(request("sapphire"))).ids.sort()).toEqual([`a-${run}`, `b-${run}`]);

    await writer.upsert([doc("a", "Emerald Hall", { rankingScore: 4.5 })]);
    await writer.remove("vendor", [`b-${run}`]);
    expect((await reader.search(request("sapphire"))).ids).toEqual([]);
    const emerald = await reader.search(request("emerald"));
    expect(emerald.ids).toEqual([`a-${run}`]);
    expect(emerald.facets?.category_id).toEqual({ [category]: 1 });

    await writer.removeVendor(`a-${run}`);
    expect((await reader.search(request())).total).toBe(0);
  });

  it("keeps answering right after documents are rewritten many times (dead slots compacted)", async () => {
    const writer = new MemoryIndexSearchProvider();
    const reader = new MemoryIndexSearchProvider();
    const many = (word: string) => Array.from({ length: 400 }, (_, i) => doc(`m${i}`, i % 2 === 0 ? `${word} Even` : `${word} Odd`, { rankingScore: i / 100 }));
    await writer.upsert(many("Amber"));
    expect((await reader.search(request("amber"))).total).toBe(400);
    await writer.upsert(many("Coral"));
    expect((await reader.search(request("coral"))).total).toBe(400);
    await writer.upsert(many("Pearl"));
    const odd = await reader.search({ ...request("pearl odd"), limit: 3 });
    expect(odd.total).toBe(200);
    // Best ranking score first among equally relevant documents.
    expect(odd.ids).toEqual([`m399-${run}`, `m397-${run}`, `m395-${run}`]);
    expect((await reader.search(request("amber"))).total).toBe(0);
    await writer.remove(
      "vendor",
      many("Pearl").map((d) => d.id),
    );
  });

  it("reloads everything when the index was emptied and started over (a lower version)", async () => {
    const writer = new MemoryIndexSearchProvider();
    const reader = new MemoryIndexSearchProvider();
    await writer.upsert([doc("r", "Topaz Garden")]);
    expect((await reader.search(request("topaz"))).total).toBe(1);
    // What a restore from an older backup looks like: the rows are gone
    // without removals, and the version is lower than the reader's.
    await db.$executeRawUnsafe(`DELETE FROM search_documents WHERE id = $1`, `r-${run}`);
    await db.$executeRawUnsafe(`UPDATE search_index_state SET version = 0 WHERE id = 1`);
    expect((await reader.search(request("topaz"))).total).toBe(0);
  });
});

describe("topK", () => {
  it("returns the k smallest in order, the same as sorting everything", () => {
    const items = Array.from({ length: 2_000 }, (_, i) => (i * 7919) % 1_009);
    const byValue = (a: number, b: number) => a - b;
    expect(topK(items, 25, byValue)).toEqual([...items].sort(byValue).slice(0, 25));
    expect(topK(items.slice(0, 10), 25, byValue)).toEqual(items.slice(0, 10).sort(byValue));
    expect(topK(items, 0, byValue)).toEqual([]);
  });

  it("with a distance key skips what cannot enter and returns exactly the same as without it (ties by the comparator, no point last)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(Number.POSITIVE_INFINITY)), { maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        (keys, k) => {
          const key = Float64Array.from(keys);
          const slots = keys.map((_, i) => i);
          const byKeyThenSlot = (a: number, b: number) => (key[a] === key[b] ? b - a : key[a] < key[b] ? -1 : 1);
          const keyed = { key, measure: (slot: number) => key[slot] };
          expect(topK(slots, k, byKeyThenSlot, keyed)).toEqual(topK(slots, k, byKeyThenSlot));
          expect(topK(slots, k, byKeyThenSlot, keyed)).toEqual([...slots].sort(byKeyThenSlot).slice(0, k));
        },
      ),
    );
  });

  it("measuring each key in the pass (the distance order) returns the same as keys measured before it, over stale keys of an earlier query", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(Number.POSITIVE_INFINITY)), fc.integer({ min: -5, max: 25 })), {
          maxLength: 300,
        }),
        fc.integer({ min: 1, max: 40 }),
        (pairs, k) => {
          const measured = Float64Array.from(pairs.map(([d]) => d));
          const slots = pairs.map((_, i) => i);
          const stale = Float64Array.from(pairs.map(([, old]) => old)); // what the scratch array held before
          const byIn = (key: Float64Array) => (a: number, b: number) => (key[a] === key[b] ? b - a : key[a] < key[b] ? -1 : 1);
          const expected = [...slots].sort(byIn(measured)).slice(0, k);
          expect(topK(slots, k, byIn(stale), { key: stale, measure: (slot) => measured[slot] })).toEqual(expected);
        },
      ),
    );
  });
});
