import { db } from "../../core/db/client";
import { on } from "../../core/outbox/dispatcher";
import { documentsForVendors } from "./documents";
import { searchProvider } from "./engine";
import { FULL_PASS, retryIndexTasks, runIndexJob, type IndexTarget } from "./indexer-retries";
import type { SearchKind } from "./provider";
import { rankingInputs } from "../ranking";

// Keeps the search index in step with the database. Every change that can
// alter what a vendor's card or documents say arrives as an outbox event
// (delivered within seconds: the in-process runner polls every second, Inngest
// in production), and the vendor's documents are rebuilt from scratch. Hiding
// events remove the vendor at once; a nightly reconciliation repairs drift and
// refreshes ranking scores against the current platform mean (and right
// after a Super Admin changes the damping constant).

const BATCH = 500;

/** Rebuilds one vendor's documents, or removes them when it is no longer shown. */
export async function reindexVendor(vendorId: string): Promise<void> {
  const provider = await searchProvider();
  const documents = (await documentsForVendors([vendorId])).get(vendorId) ?? [];
  // One step: services unpublished or archived are dropped, and a search
  // meanwhile never finds the vendor missing.
  await provider.replaceVendor(vendorId, documents);
}

async function reindexCategory(categoryId: string): Promise<void> {
  const vendors = await db.vendorCategory.findMany({ where: { categoryId }, select: { vendorId: true } });
  for (let i = 0; i < vendors.length; i += BATCH) {
    for (const { vendorId } of vendors.slice(i, i + BATCH)) await runIndexJob(vendorId, () => reindexVendor(vendorId));
  }
}

/**
 * Nightly full pass: every vendor's documents are rebuilt in batches,
 * documents of vendors or services that should not be there are removed, and
 * the synonym dictionary is pushed to the engine again.
 */
export async function reconcileSearchIndex(): Promise<{ indexed: number; removed: number }> {
  const provider = await searchProvider();
  const ranking = await rankingInputs();
  const wanted: Record<SearchKind, Set<string>> = { vendor: new Set(), service: new Set() };
  let cursor: string | undefined;
  for (;;) {
    const page = await db.vendor.findMany({
      where: { status: "approved", publishedAt: { not: null } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (page.length === 0) break;
    const documents = [
      ...(
        await documentsForVendors(
          page.map((v) => v.id),
          ranking,
        )
      ).values(),
    ].flat();
    for (const d of documents) wanted[d.kind].add(d.id);
    await provider.upsert(documents);
    cursor = page[page.length - 1].id;
  }
  let removed = 0;
  for (const kind of ["vendor", "service"] as const) {
    const stale = (await provider.indexedIds(kind)).filter((id) => !wanted[kind].has(id));
    await provider.remove(kind, stale);
    removed += stale.length;
  }
  // The dictionary lives in the database; an engine that keeps its own copy gets it again.
  const synonyms = await db.searchSynonymGroup.findMany({ orderBy: { sortOrder: "asc" }, select: { terms: true } });
  await provider.setSynonyms(synonyms.map((g) => g.terms));
  if ("prune" in provider && typeof provider.prune === "function") await provider.prune();
  return { indexed: wanted.vendor.size, removed };
}

/**
 * At start (server/jobs/runner.ts, before the process accepts requests and
 * before the outbox poller runs): on a new or partly indexed database (the
 * embedded default's first start, or a start interrupted while indexing)
 * fills the index, so the first search lists every listed vendor; also
 * rebuilds it when the engine says its documents predate a field it now ranks
 * by (the built-in engine's category field).
 */
export async function ensureSearchIndex(): Promise<void> {
  const provider = await searchProvider();
  const outdated = "outdated" in provider && typeof provider.outdated === "function" && (await provider.outdated());
  const listed = await db.vendor.count({ where: { status: "approved", publishedAt: { not: null } } });
  if (listed === 0) return;
  if (!outdated && (await provider.indexedIds("vendor")).length >= listed) return;
  await reconcileSearchIndex();
}

/** The `search-index-retries` job: failed index jobs again (5 retries, then an ops alert; indexer-retries.ts). */
export function retrySearchIndexJobs() {
  return retryIndexTasks((target: IndexTarget) => (target === FULL_PASS ? reconcileSearchIndex() : reindexVendor(target)));
}

let registered = false;

// Each handler is an index job: a failure is retried by `search-index-retries`, not by the outbox.
export function registerSearchHandlers(): void {
  if (registered) return;
  registered = true;
  const reindex = async (event: { payload: { vendorId: string } }) => runIndexJob(event.payload.vendorId, () => reindexVendor(event.payload.vendorId));
  // A retry of a removal is a rebuild: a vendor no longer shown has no documents.
  const remove = async (event: { payload: { vendorId: string } }) =>
    runIndexJob(event.payload.vendorId, async () => (await searchProvider()).removeVendor(event.payload.vendorId));
  on("VendorApproved", reindex);
  on("VendorReinstated", reindex);
  on("VendorChanged", reindex);
  on("ServiceChanged", reindex);
  on("ReviewPublished", reindex);
  on("VendorSuspended", remove);
  on("VendorRejected", remove);
  on("catalog.category_changed", async (event) => reindexCategory(event.payload.categoryId));
  // A new damping constant changes every vendor's score: the full pass re-scores them all.
  on("search.ranking_changed", async () => runIndexJob(FULL_PASS, () => reconcileSearchIndex()));
}
