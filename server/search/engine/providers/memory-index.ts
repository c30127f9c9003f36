import { createHash } from "node:crypto";
import { currentVersion } from "../../../core/cache/versions";
import { db } from "../../../core/db/client";
import { normalizeForSearch, searchTokens } from "../normalize";
import type { SearchDocument, SearchKind, SearchProvider, SearchRequest, SearchResult, Suggestion } from "../provider";
import { AnswerCache } from "./memory-index-answers";
import { planQuery } from "./memory-index-plan";
import { DocumentReplica } from "./memory-index-sync";
import { addToVocabulary, pruneVocabulary } from "./memory-index-vocabulary";

// The built-in search engine: an in-memory inverted index per server process,
// kept in step with the `search_documents` table, on PostgreSQL and PGlite
// alike (no extension). It works like Meilisearch does (see
// docs/search.md: correcting words first is >10x faster than scoring every
// row by similarity): each query word is first resolved against the vocabulary of
// indexed words (./memory-index-plan.ts, ./memory-index-vocabulary.ts), then
// documents must contain one of each word's alternatives
// (./memory-index-query.ts over the copy ./memory-index-sync.ts keeps).
// Relevance: name hits over category hits over other text, and within a
// field exact over synonym over prefix over typos; ties by the ranking score. Writes go to the table, under a
// commit-ordered index version every copy follows.

/** Columns of search_documents as written by `upsert`, with their types for `jsonb_to_recordset`. */
const DOCUMENT_COLUMNS: Array<[string, string]> = [
  ["kind", "text"],
  ["id", "text"],
  ["vendor_id", "text"],
  ["name_ar", "text"],
  ["name_en", "text"],
  ["name_norm", "text"],
  ["name_tokens", "text[]"],
  ["category_tokens", "text[]"],
  ["tokens", "text[]"],
  ["category_ids", "text[]"],
  ["primary_category_id", "text"],
  ["city_id", "text"],
  ["governorate_id", "text"],
  ["area_id", "text"],
  ["branch_area_ids", "text[]"],
  ["price_from", "numeric"],
  ["rating", "numeric"],
  ["reviews_count", "int"],
  ["ranking_score", "float8"],
  ["approved_at", "timestamptz"],
  ["response_rate", "float8"],
  ["response_hours", "float8"],
  ["latitude", "float8"],
  ["longitude", "float8"],
  ["indexed_at", "timestamptz"],
];

/** Takes the next index version; the row stays locked until commit, so versions commit in order. */
const nextVersion = () =>
  db.$executeRawUnsafe(`INSERT INTO search_index_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = search_index_state.version + 1`);
const CURRENT_VERSION = `(SELECT version FROM search_index_state WHERE id = 1)`;
/** Completes a `WITH gone AS (DELETE ... RETURNING kind, id)`. */
const RECORD_REMOVALS = `INSERT INTO search_document_removals (kind, id, version) SELECT kind, id, ${CURRENT_VERSION} FROM gone`;

/**
 * The answer cache's key of a request. A date search excludes every vendor
 * busy that day (thousands of ids at scale): the key carries their digest, not
 * the list, so cached answers do not each hold a copy of it.
 */
function answerKey(request: SearchRequest): string {
  const excluded = request.filters.excludeIds;
  const busy = request.recommended?.busyIds;
  const short = (ids: readonly string[] | undefined) => (!ids || ids.length <= 16 ? ids : excludedDigest(ids));
  if ((!excluded || excluded.length <= 16) && (!busy || busy.length <= 16)) return JSON.stringify(request);
  return JSON.stringify({
    ...request,
    filters: { ...request.filters, excludeIds: short(excluded) },
    ...(request.recommended ? { recommended: { ...request.recommended, busyIds: short(busy) } } : {}),
  });
}

/** Digests by list: a day's busy list is one array shared by every search of that day (server/availability/busy-vendors.ts), hashed once. */
const digests = new WeakMap<readonly string[], string>();
function excludedDigest(excluded: readonly string[]): string {
  let digest = digests.get(excluded);
  if (digest === undefined) {
    digest = `${excluded.length}:${createHash("sha1").update(excluded.join(",")).digest("base64url")}`;
    digests.set(excluded, digest);
  }
  return digest;
}

export class MemoryIndexSearchProvider implements SearchProvider {
  readonly name = "memory-index" as const;
  /** Per kind, the in-memory copy queries are answered from (loaded on first use). */
  private replicas: Partial<Record<SearchKind, DocumentReplica>> = {};
  /** Per kind, recent answers by request and versions (./memory-index-answers.ts). */
  private readonly answers: Partial<Record<SearchKind, AnswerCache<SearchResult>>> = {};
  /** Plans of recent query texts under the same versions (the vocabulary is the index's). */
  private readonly plans = new AnswerCache<Awaited<ReturnType<typeof planQuery>>>();

  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length > 0) await this.write(documents, null);
  }

  async replaceVendor(vendorId: string, documents: SearchDocument[]): Promise<void> {
    await this.write(documents, vendorId);
  }

  /** Writes documents under one new version, replacing those of the same kind and id, and with `ofVendor` every other document of that vendor. */
  private async write(documents: SearchDocument[], ofVendor: string | null): Promise<void> {
    const latest = [...new Map(documents.map((d) => [`${d.kind}:${d.id}`, d])).values()];
    const rows = latest.map((d) => {
      const nameTokens = [...new Set([...searchTokens(d.nameAr), ...searchTokens(d.nameEn)])];
      const categoryTokens = [...new Set(d.categoryNames.flatMap(searchTokens))];
      const tokens = [...new Set([...nameTokens, ...categoryTokens, ...d.text.flatMap(searchTokens)])];
      return {
        kind: d.kind,
        id: d.id,
        vendor_id: d.vendorId,
        name_ar: d.nameAr,
        name_en: d.nameEn,
        name_norm: `${normalizeForSearch(d.nameAr)} | ${normalizeForSearch(d.nameEn)}`,
        name_tokens: nameTokens,
        category_tokens: categoryTokens,
        tokens,
        category_ids: d.categoryIds,
        primary_category_id: d.primaryCategoryId,
        city_id: d.cityId,
        governorate_id: d.governorateId,
        area_id: d.areaId,
        branch_area_ids: d.branchAreaIds,
        price_from: d.priceFrom === null ? null : d.priceFrom.toFixed(3),
        rating: d.rating.toFixed(2),
        reviews_count: d.reviewsCount,
        ranking_score: d.rankingScore,
        approved_at: d.approvedAt,
        response_rate: d.responseRate ?? null,
        response_hours: d.responseHours ?? null,
        latitude: d.location?.lat ?? null,
        longitude: d.location?.lng ?? null,
        indexed_at: new Date(),
      };
    });
    if (rows.length > 0) await addToVocabulary([...new Set(rows.flatMap((r) => r.tokens))]);
    // All rows as one JSON parameter, one statement each way: Prisma's
    // createMany spends about 1 ms a row on the array columns, this ~0.03 ms.
    const json = JSON.stringify(rows);
    await db.$transaction([
      nextVersion(),
      ofVendor === null
        ? db.$executeRawUnsafe(
            `WITH gone AS (DELETE FROM search_documents d USING jsonb_to_recordset($1::jsonb) AS r(kind text, id text)
               WHERE d.kind = r.kind AND d.id = r.id RETURNING d.kind, d.id)
             ${RECORD_REMOVALS}`,
            json,
          )
        : db.$executeRawUnsafe(
            `WITH gone AS (DELETE FROM search_documents d WHERE d.vendor_id = $2
               OR EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS r(kind text, id text) WHERE d.kind = r.kind AND d.id = r.id)
               RETURNING d.kind, d.id)
             ${RECORD_REMOVALS}`,
            json,
            ofVendor,
          ),
      db.$executeRawUnsafe(
        `INSERT INTO search_documents (${DOCUMENT_COLUMNS.map(([name]) => name).join(", ")}, version)
         SELECT ${DOCUMENT_COLUMNS.map(([name]) => name).join(", ")}, ${CURRENT_VERSION}
         FROM jsonb_to_recordset($1::jsonb) AS r(${DOCUMENT_COLUMNS.map((c) => c.join(" ")).join(", ")})`,
        json,
      ),
    ]);
  }

  async removeVendor(vendorId: string): Promise<void> {
    await this.removeWhere(`vendor_id = $1`, vendorId);
  }

  async remove(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length > 0) await this.removeWhere(`kind = $1 AND id = ANY($2::text[])`, kind, ids);
  }

  /** Deletes documents and records the removals under a new version, for the replicas. */
  private async removeWhere(condition: string, ...values: unknown[]): Promise<void> {
    await db.$transaction([
      nextVersion(),
      db.$executeRawUnsafe(`WITH gone AS (DELETE FROM search_documents WHERE ${condition} RETURNING kind, id) ${RECORD_REMOVALS}`, ...values),
    ]);
  }

  async indexedIds(kind: SearchKind): Promise<string[]> {
    const rows = await db.searchDocument.findMany({ where: { kind }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  /**
   * Nightly, after reconciliation: drops look-up keys of words no document
   * holds any more, and removals older than a day (a replica that has not
   * synced for that long reloads everything).
   */
  async prune(): Promise<void> {
    await pruneVocabulary();
    await db.$executeRawUnsafe(`DELETE FROM search_document_removals WHERE removed_at < now() - interval '1 day'`);
  }

  /**
   * Documents written before category names were a field of their own (every
   * indexed document has a category, so an empty list means an older row):
   * the index is rebuilt at start (server/search/engine/indexer.ts `ensureSearchIndex`).
   */
  async outdated(): Promise<boolean> {
    const rows = await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM search_documents WHERE coalesce(cardinality(category_tokens), 0) = 0 LIMIT 1`);
    return rows.length > 0;
  }

  /** The in-memory copy of one kind's documents, brought up to date. */
  private async replica(kind: SearchKind): Promise<DocumentReplica> {
    const replica = (this.replicas[kind] ??= new DocumentReplica(kind));
    await replica.sync();
    return replica;
  }

  /** Loads the vendor copy (server start). */
  async warm(): Promise<void> {
    await this.replica("vendor");
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const [replica, reference] = await Promise.all([this.replica(request.kind), currentVersion("reference")]);
    // The same request against the same index (and synonyms, which are reference data) has the same answer.
    const answers = (this.answers[request.kind] ??= new AnswerCache<SearchResult>());
    const versions = `${replica.heldVersion} ${reference.version}`;
    const key = `${versions} ${answerKey(request)}`;
    const known = answers.get(key);
    if (known) return known;
    const planned = request.q && request.q.trim() !== "" ? await this.plan(versions, request.q) : null;
    const answer = replica.search({
      plans: planned?.plans ?? null,
      phrase: planned?.phrase ?? "",
      filters: request.filters,
      sort: request.sort,
      near: request.near,
      recommended: request.recommended,
      offset: Math.max(0, Math.trunc(request.offset)),
      limit: Math.max(0, Math.trunc(request.limit)),
      facets: request.facets,
    });
    answers.set(key, answer);
    return answer;
  }

  private async plan(versions: string, q: string): Promise<Awaited<ReturnType<typeof planQuery>>> {
    const key = `${versions} ${q}`;
    const known = this.plans.get(key);
    if (known !== undefined) return known;
    const planned = await planQuery(q);
    this.plans.set(key, planned);
    return planned;
  }

  async suggest(text: string, limit: number): Promise<Suggestion[]> {
    const [replica, planned] = await Promise.all([this.replica("vendor"), planQuery(text)]);
    if (!planned || planned.plans.some((plan) => plan.all.length === 0)) return [];
    const ids = replica.suggest(planned.plans, planned.phrase, Math.max(1, Math.trunc(limit)));
    const names = await db.searchDocument.findMany({ where: { kind: "vendor", id: { in: ids } }, select: { id: true, nameAr: true, nameEn: true } });
    const byId = new Map(names.map((n) => [n.id, n]));
    return ids.flatMap((id) => {
      const name = byId.get(id);
      return name ? [{ kind: "vendor" as const, id, vendorId: id, nameAr: name.nameAr, nameEn: name.nameEn }] : [];
    });
  }

  /** The dictionary lives in `search_synonym_groups` (written by server/search/synonyms.ts), read under the reference version. */
  async setSynonyms(): Promise<void> {
    // Nothing to send: every process follows the reference version, which the write moved.
  }
}
