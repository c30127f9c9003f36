import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../../core/db/client";
import { testSearchDocument } from "../../../test/search-contract";
import { MemoryIndexSearchProvider } from "./memory-index";

// Rows written before category names were a field of their own have no
// category tokens; the provider reports them so the index is rebuilt at start
// (server/search/engine/indexer.ts ensureSearchIndex).

describe("memory-index outdated rows", () => {
  it("reports rows without category tokens until they are rewritten", async () => {
    const run = randomUUID().slice(0, 8);
    const provider = new MemoryIndexSearchProvider();
    const doc = testSearchDocument({
      id: `old-${run}`,
      nameAr: "قديم",
      nameEn: "Old Hall",
      categoryIds: [`cat-${run}`],
      cityId: `city-${run}`,
      categoryNames: ["Venues"],
    });
    await provider.upsert([doc]);
    expect(await provider.outdated()).toBe(false);
    // As the migration left an older row: the column at its default.
    await db.$executeRawUnsafe(`UPDATE search_documents SET category_tokens = DEFAULT WHERE id = $1`, doc.id);
    expect(await provider.outdated()).toBe(true);
    await provider.upsert([doc]);
    expect(await provider.outdated()).toBe(false);
    await provider.removeVendor(doc.id);
  });
});
