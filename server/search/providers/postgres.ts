import { db } from "../../core/db/client";
import { allowedTypos, editDistanceWithin, MAX_QUERY_WORDS, normalizeForSearch, searchTokens, STOP_WORDS, stripArticle } from "../normalize";
import type { SearchDocument, SearchKind, SearchProvider, SearchRequest, SearchResult, Suggestion } from "../provider";
import { DocumentReplica, type WordPlan } from "./replica";

// The built-in search engine, on PostgreSQL and PGlite alike (no extension).
// It works like Meilisearch does (see /work/shared/PERFORMANCE-NOTES.md: >10x
// faster than scoring every row by similarity): each query word is first
// resolved against the vocabulary of indexed words (`search_term_keys`) —
// exact, synonyms, prefixes of the last word (as-you-type), words within the
// spec's typo budget (1 typo from 5 letters, 2 from 9) — then documents must
// contain one of each word's alternatives. Documents are stored in
// `search_documents` and answered from an in-memory inverted index kept in
// step by version (./replica.ts). Relevance: name hits over other text,
// exact over synonym over prefix over typos; ties by the ranking score.

const MAX_PREFIX_EXPANSIONS = 50;
const SYNONYM_CACHE_MS = 10_000;

// ------------------------------------------------------------ vocabulary keys

function deletions(letters: string[], depth: number, out: Set<string>): void {
  for (let i = 0; i < letters.length; i++) {
    const shorter = [...letters.slice(0, i), ...letters.slice(i + 1)];
    out.add(shorter.join(""));
    if (depth > 1) deletions(shorter, depth - 1, out);
  }
}

/**
 * Look-up keys of an indexed word: itself, its prefixes (2+ letters), its
 * 1-letter deletions from 4 letters and 2-letter deletions from 7 letters
 * (the shortest words a 5-letter or 9-letter query word may reach with its typos).
 */
export function termKeys(term: string): string[] {
  const letters = Array.from(term);
  const keys = new Set([term]);
  for (let n = 2; n < letters.length; n++) keys.add(letters.slice(0, n).join(""));
  if (letters.length >= 4) deletions(letters, letters.length >= 7 ? 2 : 1, keys);
  return [...keys];
}

/** Keys a query word looks up: itself and its deletions within its typo budget. */
function queryKeys(word: string): string[] {
  const typos = allowedTypos(word);
  const keys = new Set([word]);
  if (typos > 0) deletions(Array.from(word), typos, keys);
  return [...keys];
}

// ------------------------------------------------------------ query planning

const WEIGHT = { exact: 8, synonym: 7, prefix: 5, typo1: 4, typo2: 3 } as const;

function queryWords(q: string): { words: string[]; prefixLast: boolean } {
  const normalized = normalizeForSearch(q);
  let words = normalized.split(" ").filter(Boolean);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  if (meaningful.length > 0) words = meaningful;
  // A trailing space means the last word is finished: no prefix expansion.
  const prefixLast = !/\s$/.test(q);
  // A single letter being typed narrows nothing yet.
  if (prefixLast && words.length > 1 && Array.from(words[words.length - 1]).length === 1) words = words.slice(0, -1);
  return { words: words.slice(0, MAX_QUERY_WORDS), prefixLast };
}

let synonymCache: { at: number; groups: string[][] } | undefined;

/** The synonym dictionary, normalized (each group's terms as single normalized strings). */
async function synonymGroups(): Promise<string[][]> {
  if (synonymCache && Date.now() - synonymCache.at < SYNONYM_CACHE_MS) return synonymCache.groups;
  const rows = await db.searchSynonymGroup.findMany({ select: { terms: true }, orderBy: { sortOrder: "asc" } });
  const groups = rows.map((r) => [...new Set(r.terms.map(normalizeForSearch).filter(Boolean))]);
  synonymCache = { at: Date.now(), groups };
  return groups;
}

async function planQuery(q: string): Promise<{ plans: WordPlan[]; phrase: string } | null> {
  const { words, prefixLast } = queryWords(q);
  if (words.length === 0) return null;
  const formsOf = words.map((w) => [...new Set([w, stripArticle(w)].filter((f): f is string => !!f))]);
  const lastIndex = words.length - 1;

  // Exact and typo candidates in one look-up. A key may also be a prefix of
  // many longer words, so each key only brings words no longer than its query
  // word plus that word's typo budget (edit distance bounds the length gap).
  // Prefix candidates of the last word: a capped, shortest-first look-up.
  const maxLength = new Map<string, number>();
  for (const forms of formsOf) {
    for (const form of forms) {
      const longest = Array.from(form).length + allowedTypos(form);
      for (const key of queryKeys(form)) maxLength.set(key, Math.max(maxLength.get(key) ?? 0, longest));
    }
  }
  const prefixForms = prefixLast ? formsOf[lastIndex].filter((f) => Array.from(f).length >= 2) : [];
  const [keyRows, ...prefixRows] = await Promise.all([
    db.$queryRawUnsafe<{ term: string }[]>(
      `SELECT DISTINCT k.term FROM search_term_keys k JOIN unnest($1::text[], $2::int[]) AS q(key, longest) ON k.key = q.key
       WHERE char_length(k.term) <= q.longest`,
      [...maxLength.keys()],
      [...maxLength.values()],
    ),
    ...prefixForms.map((form) =>
      db.$queryRawUnsafe<{ term: string }[]>(
        `SELECT term FROM search_term_keys WHERE key = $1 ORDER BY length(term), term LIMIT ${MAX_PREFIX_EXPANSIONS}`,
        form,
      ),
    ),
  ]);
  const candidates = keyRows.map((r) => r.term);
  const prefixCandidates = prefixRows.flat().map((r) => r.term);
  const synonyms = await synonymGroups();

  const plans = formsOf.map((forms, i): WordPlan => {
    const exact = new Set<string>();
    const typo1 = new Set<string>();
    const typo2 = new Set<string>();
    const prefix = new Set<string>();
    for (const form of forms) {
      exact.add(form);
      const budget = allowedTypos(form);
      const formLetters = Array.from(form);
      for (const term of candidates) {
        if (term === form || budget === 0) continue;
        const distance = editDistanceWithin(formLetters, Array.from(term), budget);
        if (distance === 1) typo1.add(term);
        else if (distance === 2 && budget >= 2) typo2.add(term);
      }
      if (prefixLast && i === lastIndex) for (const term of prefixCandidates) if (term.startsWith(form) && term !== form) prefix.add(term);
    }
    // Synonyms of what the word means, weighed like the spelling they come
    // from: a synonym of a corrected word never outranks the corrected word.
    const meant = new Set([...exact, ...typo1, ...typo2]);
    const synonymsOf = (words: Set<string>) => {
      const found = new Set<string>();
      for (const group of synonyms) {
        if (!group.some((t) => words.has(t))) continue;
        for (const t of group) for (const token of searchTokens(t)) if (!meant.has(token)) found.add(token);
      }
      return [...found];
    };
    const tiers: WordPlan["tiers"] = [
      { terms: [...exact], weight: WEIGHT.exact },
      { terms: synonymsOf(exact), weight: WEIGHT.synonym },
      { terms: [...prefix], weight: WEIGHT.prefix },
      { terms: [...typo1, ...synonymsOf(typo1)], weight: WEIGHT.typo1 },
      { terms: [...typo2, ...synonymsOf(typo2)], weight: WEIGHT.typo2 },
    ].filter((t) => t.terms.length > 0);
    return { all: [...new Set(tiers.flatMap((t) => t.terms))], tiers };
  });
  return { plans, phrase: words.join(" ") };
}

/** Columns of search_documents as written by `upsert`, with their types for `jsonb_to_recordset`. */
const DOCUMENT_COLUMNS: Array<[string, string]> = [
  ["kind", "text"], ["id", "text"], ["vendor_id", "text"], ["name_ar", "text"], ["name_en", "text"], ["name_norm", "text"],
  ["name_tokens", "text[]"], ["tokens", "text[]"], ["category_ids", "text[]"], ["primary_category_id", "text"], ["city_id", "text"],
  ["governorate_id", "text"], ["area_id", "text"], ["price_from", "numeric"], ["rating", "numeric"], ["reviews_count", "int"],
  ["ranking_score", "float8"], ["approved_at", "timestamptz"], ["indexed_at", "timestamptz"],
];

/** Takes the next index version; the row stays locked until commit, so versions commit in order. */
const nextVersion = () =>
  db.$executeRawUnsafe(
    `INSERT INTO search_index_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = search_index_state.version + 1`,
  );
const CURRENT_VERSION = `(SELECT version FROM search_index_state WHERE id = 1)`;
/** Completes a `WITH gone AS (DELETE ... RETURNING kind, id)`. */
const RECORD_REMOVALS = `INSERT INTO search_document_removals (kind, id, version) SELECT kind, id, ${CURRENT_VERSION} FROM gone`;

// ------------------------------------------------------------ the provider

export class PostgresSearchProvider implements SearchProvider {
  readonly name = "postgres" as const;
  /** Per kind, the in-memory copy queries are answered from (loaded on first use). */
  private replicas: Partial<Record<SearchKind, DocumentReplica>> = {};

  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const latest = [...new Map(documents.map((d) => [`${d.kind}:${d.id}`, d])).values()];
    const rows = latest.map((d) => {
      const nameTokens = [...new Set([...searchTokens(d.nameAr), ...searchTokens(d.nameEn)])];
      const tokens = [...new Set([...nameTokens, ...d.text.flatMap(searchTokens)])];
      return {
        kind: d.kind,
        id: d.id,
        vendor_id: d.vendorId,
        name_ar: d.nameAr,
        name_en: d.nameEn,
        name_norm: `${normalizeForSearch(d.nameAr)} | ${normalizeForSearch(d.nameEn)}`,
        name_tokens: nameTokens,
        tokens,
        category_ids: d.categoryIds,
        primary_category_id: d.primaryCategoryId,
        city_id: d.cityId,
        governorate_id: d.governorateId,
        area_id: d.areaId,
        price_from: d.priceFrom === null ? null : d.priceFrom.toFixed(3),
        rating: d.rating.toFixed(2),
        reviews_count: d.reviewsCount,
        ranking_score: d.rankingScore,
        approved_at: d.approvedAt,
        indexed_at: new Date(),
      };
    });
    await this.addToVocabulary([...new Set(rows.flatMap((r) => r.tokens))]);
    // All rows as one JSON parameter, one statement each way: Prisma's
    // createMany spends about 1 ms a row on the array columns, this ~0.03 ms.
    const json = JSON.stringify(rows);
    await db.$transaction([
      nextVersion(),
      db.$executeRawUnsafe(
        `WITH gone AS (DELETE FROM search_documents d USING jsonb_to_recordset($1::jsonb) AS r(kind text, id text)
           WHERE d.kind = r.kind AND d.id = r.id RETURNING d.kind, d.id)
         ${RECORD_REMOVALS}`,
        json,
      ),
      db.$executeRawUnsafe(
        `INSERT INTO search_documents (${DOCUMENT_COLUMNS.map(([name]) => name).join(", ")}, version)
         SELECT ${DOCUMENT_COLUMNS.map(([name]) => name).join(", ")}, ${CURRENT_VERSION}
         FROM jsonb_to_recordset($1::jsonb) AS r(${DOCUMENT_COLUMNS.map((c) => c.join(" ")).join(", ")})`,
        json,
      ),
    ]);
  }

  /** New words get their look-up keys; known words are left alone (their keys never change). */
  private async addToVocabulary(words: string[]): Promise<void> {
    if (words.length === 0) return;
    const known = await db.$queryRawUnsafe<{ term: string }[]>(
      `SELECT DISTINCT term FROM search_term_keys WHERE term = ANY($1::text[]) AND key = term`,
      words,
    );
    const knownSet = new Set(known.map((k) => k.term));
    const keys: string[] = [];
    const terms: string[] = [];
    for (const word of words) {
      if (knownSet.has(word)) continue;
      for (const key of termKeys(word)) {
        keys.push(key);
        terms.push(word);
      }
    }
    const CHUNK = 20_000;
    for (let i = 0; i < keys.length; i += CHUNK) {
      await db.$executeRawUnsafe(
        `INSERT INTO search_term_keys (key, term) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
        keys.slice(i, i + CHUNK),
        terms.slice(i, i + CHUNK),
      );
    }
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
    // One pass over all tokens, anti-joined: probing an index per key row
    // read a common word's whole posting list once per look-up key.
    await db.$executeRawUnsafe(
      `DELETE FROM search_term_keys k WHERE NOT EXISTS (SELECT 1 FROM (SELECT DISTINCT unnest(tokens) AS term FROM search_documents) live WHERE live.term = k.term)`,
    );
    await db.$executeRawUnsafe(`DELETE FROM search_document_removals WHERE removed_at < now() - interval '1 day'`);
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
    const [replica, planned] = await Promise.all([
      this.replica(request.kind),
      request.q && request.q.trim() !== "" ? planQuery(request.q) : Promise.resolve(null),
    ]);
    return replica.search({
      plans: planned?.plans ?? null,
      phrase: planned?.phrase ?? "",
      filters: request.filters,
      sort: request.sort,
      offset: Math.max(0, Math.trunc(request.offset)),
      limit: Math.max(0, Math.trunc(request.limit)),
      facets: request.facets,
    });
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

  /** The dictionary lives in `search_synonym_groups` (written by server/search/synonyms.ts); read it afresh. */
  async setSynonyms(): Promise<void> {
    synonymCache = undefined;
  }
}
