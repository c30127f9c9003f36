import { db } from "../../core/db/client";
import type { Facets, SearchFilters, SearchKind, SearchSort } from "../provider";

// The query side of the built-in engine: an in-memory copy of one kind's
// search documents with an inverted index (term -> documents), kept in step
// with `search_documents` by version. PostgreSQL stays the store; answering
// from memory is what makes a broad query (a word in 60% of 100,000 vendors,
// a whole category, no filter) cost a few milliseconds instead of scanning
// every match twice in SQL (docs/performance.md "Search").
//
// Versions: every write to the index takes the next value of
// `search_index_state.version` under that row's lock, so versions become
// visible in commit order. A replica reads the current version, then the
// removals and documents written after the version it holds.

/** A replica idle this long reloads everything (removals are kept for a day). */
const MAX_SYNC_GAP_MS = 6 * 60 * 60 * 1000;
/** Rows per statement when loading a whole kind. */
const LOAD_CHUNK = 10_000;

/** One query word, resolved: documents must hold one of its terms; the best tier scores it. */
export type WordPlan = { all: string[]; tiers: Array<{ terms: string[]; weight: number }> };
/** A hit in the name counts this much more than in other text. */
export const NAME_FACTOR = 2;
/** The whole normalized query found in the name, words in order. */
export const PHRASE_BONUS = 6;

type Row = {
  id: string;
  name_norm: string;
  tokens: string;
  name_tokens: string;
  category_ids: string;
  city_id: string;
  governorate_id: string | null;
  area_id: string | null;
  price_from: string | null;
  rating: string;
  reviews_count: number;
  ranking_score: number;
  approved_at: Date;
};

const COLUMNS = `id, name_norm, array_to_string(tokens, ' ') AS tokens, array_to_string(name_tokens, ' ') AS name_tokens,
  array_to_string(category_ids, ' ') AS category_ids, city_id, governorate_id, area_id, price_from::text AS price_from,
  rating::text AS rating, reviews_count, ranking_score, approved_at`;

export type ReplicaQuery = {
  /** Null: browse everything that passes the filters. */
  plans: WordPlan[] | null;
  phrase: string;
  filters: SearchFilters;
  sort: SearchSort;
  offset: number;
  limit: number;
  facets: boolean;
};

export type ReplicaResult = { ids: string[]; total: number; facets: Facets | null };

const words = (text: string) => (text === "" ? [] : text.split(" "));

/** A typed array that grows by doubling: columns by slot, and each term's postings. */
class Growable<T extends Int32Array | Float64Array | Uint8Array> {
  length = 0;
  constructor(public data: T) {}
  set(index: number, value: number): void {
    if (index >= this.data.length) {
      const bigger = new (this.data.constructor as new (n: number) => T)(Math.max(index + 1, this.data.length * 2));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[index] = value;
    if (index >= this.length) this.length = index + 1;
  }
  push(value: number): void {
    this.set(this.length, value);
  }
}

/**
 * Slots of one term, ascending, in a typed array: off the JavaScript heap, so
 * garbage collection never walks millions of entries.
 */
type Postings = Growable<Int32Array>;

const int32 = () => new Growable(new Int32Array(0));
const float64 = () => new Growable(new Float64Array(0));

/**
 * The documents of one kind in columns indexed by slot (a slot per written
 * document; a rewritten or removed one leaves a dead slot until `compact`),
 * and the inverted index from term to slots.
 */
class Store {
  ids: string[] = [];
  nameNorms: string[] = [];
  alive = new Growable(new Uint8Array(0));
  city = int32();
  governorate = int32();
  area = int32();
  /** NaN for quote-only listings. */
  priceFrom = float64();
  rating = float64();
  reviewsCount = int32();
  rankingScore = float64();
  approvedAt = float64();
  /** Categories of slot s: categories[categoryStart[s] .. categoryStart[s + 1]). */
  categoryStart = new Growable(new Int32Array(1));
  categories = int32();
  /** Term -> ascending slots holding it (anywhere / in the name). */
  postings = new Map<number, Postings>();
  namePostings = new Map<number, Postings>();
  slotOf = new Map<string, number>();
  live = 0;

  get slots(): number {
    return this.ids.length;
  }
}

export class DocumentReplica {
  private store = new Store();
  private termIds = new Map<string, number>();
  /** Category, city, governorate and area ids, interned. */
  private valueIds = new Map<string, number>();
  private values: string[] = [];
  private version = -1;
  private syncedAt = 0;
  private syncing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** Per-query scratch, reused (queries run one at a time: `search` is synchronous). */
  private relevance = new Float64Array(0);
  private wordScores: Uint8Array[] = [];

  constructor(private readonly kind: SearchKind) {}

  /** Brings the copy up to the committed state of the index (one small query when nothing changed). */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.syncOnce().finally(() => (this.syncing = undefined));
      return this.syncing;
    }
    // The sync under way may have read the version before this caller's own
    // write committed: callers arriving now share one more sync after it.
    this.queued ??= this.syncing.catch(() => undefined).then(() => {
      this.queued = undefined;
      return this.sync();
    });
    return this.queued;
  }

  private async syncOnce(): Promise<void> {
    const rows = await db.$queryRawUnsafe<{ version: bigint | number }[]>(`SELECT version FROM search_index_state WHERE id = 1`);
    const current = rows.length > 0 ? Number(rows[0].version) : 0;
    // A lower version than ours means the index was emptied and started over.
    if (this.version < 0 || current < this.version || Date.now() - this.syncedAt > MAX_SYNC_GAP_MS) await this.loadAll();
    else if (current > this.version) await this.loadChanges(this.version);
    this.version = current;
    this.syncedAt = Date.now();
  }

  /** Loads into a new store and swaps it in at the end: a query meanwhile still sees the old one whole. */
  private async loadAll(): Promise<void> {
    const store = new Store();
    let after = "";
    for (;;) {
      const rows = await db.$queryRawUnsafe<Row[]>(
        `SELECT ${COLUMNS} FROM search_documents WHERE kind = $1 AND id > $2 ORDER BY id LIMIT ${LOAD_CHUNK}`,
        this.kind,
        after,
      );
      for (const row of rows) this.put(store, row);
      if (rows.length < LOAD_CHUNK) break;
      after = rows[rows.length - 1].id;
    }
    this.store = store;
  }

  private async loadChanges(since: number): Promise<void> {
    const [removed, changed] = await Promise.all([
      db.$queryRawUnsafe<{ id: string }[]>(`SELECT id FROM search_document_removals WHERE kind = $1 AND version > $2`, this.kind, since),
      db.$queryRawUnsafe<Row[]>(`SELECT ${COLUMNS} FROM search_documents WHERE kind = $1 AND version > $2`, this.kind, since),
    ]);
    // Removals first: a document deleted and written again by one upsert is current.
    for (const { id } of removed) this.drop(this.store, id);
    for (const row of changed) this.put(this.store, row);
    if (this.store.slots > 1_000 && this.store.live < this.store.slots / 2) this.compact();
  }

  /** Renumbers the live slots and drops dead ones from the postings. */
  private compact(): void {
    const old = this.store;
    const next = new Store();
    const renumbered = new Int32Array(old.slots).fill(-1);
    for (let slot = 0; slot < old.slots; slot++) {
      if (!old.alive.data[slot]) continue;
      const to = next.slots;
      renumbered[slot] = to;
      const categories = Array.from(old.categories.data.subarray(old.categoryStart.data[slot], old.categoryStart.data[slot + 1]));
      this.addColumns(next, old.ids[slot], old.nameNorms[slot], categories, {
        city: old.city.data[slot], governorate: old.governorate.data[slot], area: old.area.data[slot], priceFrom: old.priceFrom.data[slot],
        rating: old.rating.data[slot], reviewsCount: old.reviewsCount.data[slot], rankingScore: old.rankingScore.data[slot], approvedAt: old.approvedAt.data[slot],
      });
    }
    const remap = (from: Map<number, Postings>, to: Map<number, Postings>) => {
      for (const [term, list] of from) {
        for (let i = 0; i < list.length; i++) if (renumbered[list.data[i]] >= 0) append(to, term, renumbered[list.data[i]]);
      }
    };
    remap(old.postings, next.postings);
    remap(old.namePostings, next.namePostings);
    this.store = next;
  }

  private term(word: string): number {
    let id = this.termIds.get(word);
    if (id === undefined) this.termIds.set(word, (id = this.termIds.size));
    return id;
  }

  private value(text: string | null): number {
    if (text === null) return -1;
    let id = this.valueIds.get(text);
    if (id === undefined) {
      id = this.values.length;
      this.valueIds.set(text, id);
      this.values.push(text);
    }
    return id;
  }

  private put(store: Store, row: Row): void {
    this.drop(store, row.id);
    const slot = this.addColumns(store, row.id, row.name_norm, words(row.category_ids).map((c) => this.value(c)), {
      city: this.value(row.city_id),
      governorate: this.value(row.governorate_id),
      area: this.value(row.area_id),
      priceFrom: row.price_from === null ? Number.NaN : Number(row.price_from),
      rating: Number(row.rating),
      reviewsCount: Number(row.reviews_count),
      rankingScore: Number(row.ranking_score),
      approvedAt: new Date(row.approved_at).getTime(),
    });
    for (const word of words(row.tokens)) append(store.postings, this.term(word), slot);
    for (const word of words(row.name_tokens)) append(store.namePostings, this.term(word), slot);
  }

  private addColumns(
    store: Store,
    id: string,
    nameNorm: string,
    categories: number[],
    v: { city: number; governorate: number; area: number; priceFrom: number; rating: number; reviewsCount: number; rankingScore: number; approvedAt: number },
  ): number {
    const slot = store.slots;
    store.ids.push(id);
    store.nameNorms.push(nameNorm);
    store.alive.set(slot, 1);
    store.city.set(slot, v.city);
    store.governorate.set(slot, v.governorate);
    store.area.set(slot, v.area);
    store.priceFrom.set(slot, v.priceFrom);
    store.rating.set(slot, v.rating);
    store.reviewsCount.set(slot, v.reviewsCount);
    store.rankingScore.set(slot, v.rankingScore);
    store.approvedAt.set(slot, v.approvedAt);
    for (const c of categories) store.categories.push(c);
    store.categoryStart.set(slot + 1, store.categories.length);
    store.slotOf.set(id, slot);
    store.live++;
    return slot;
  }

  private drop(store: Store, id: string): void {
    const slot = store.slotOf.get(id);
    if (slot === undefined) return;
    store.alive.data[slot] = 0;
    store.slotOf.delete(id);
    store.live--;
  }

  search(query: ReplicaQuery): ReplicaResult {
    const matches = this.match(query.plans, query.phrase, query.filters, false);
    return {
      ids: this.window(matches, query.plans ? query.sort : query.sort === "relevance" ? "ranking" : query.sort, query.offset, query.limit),
      total: matches.length,
      facets: query.facets ? this.countFacets(matches) : null,
    };
  }

  /** Vendor names matching every word (name tokens only), best first. */
  suggest(plans: WordPlan[], phrase: string, limit: number): string[] {
    return this.window(this.match(plans, phrase, {}, true), "relevance", 0, limit);
  }

  /**
   * Slots of the documents that hold one of each word's terms and pass the
   * filters; their relevance (per word the best tier found, a name hit
   * counting NAME_FACTOR times, plus the phrase bonus) is left in `this.relevance`.
   */
  private match(plans: WordPlan[] | null, phrase: string, filters: SearchFilters, namesOnly: boolean): number[] {
    const store = this.store;
    const alive = store.alive.data;
    const pass = this.filterTest(filters);
    const matches: number[] = [];
    if (!plans) {
      for (let slot = 0; slot < store.slots; slot++) if (alive[slot] && pass(slot)) matches.push(slot);
      return matches;
    }
    if (this.relevance.length < store.slots) this.relevance = new Float64Array(store.slots * 2);
    const relevance = this.relevance;
    const reached = plans.map((plan, i) => this.scoreWord(plan, i, namesOnly));
    const scores = this.wordScores.slice(0, plans.length);
    // Candidates: the slots the rarest word reaches.
    const rarest = reached.reduce((a, b) => (a.length <= b.length ? a : b));
    const multiWord = plans.length > 1;
    for (const slot of rarest) {
      if (!alive[slot] || !pass(slot)) continue;
      let sum = 0;
      for (const score of scores) {
        if (score[slot] === 0) {
          sum = 0;
          break;
        }
        sum += score[slot];
      }
      if (sum === 0) continue;
      if (multiWord && store.nameNorms[slot].includes(phrase)) sum += PHRASE_BONUS;
      relevance[slot] = sum;
      matches.push(slot);
    }
    // Leave the scratch scores zeroed for the next query.
    reached.forEach((slots, i) => {
      for (const slot of slots) scores[i][slot] = 0;
    });
    return matches;
  }

  /** Scores one query word into scratch array `index` (0: not found); returns the slots it reached, each once. */
  private scoreWord(plan: WordPlan, index: number, namesOnly: boolean): number[] {
    const store = this.store;
    let score = this.wordScores[index];
    if (!score || score.length < store.slots) score = this.wordScores[index] = new Uint8Array(store.slots * 2);
    const reached: number[] = [];
    const raise = (list: Postings | undefined, value: number) => {
      if (!list) return;
      const slots = list.data;
      for (let i = 0; i < list.length; i++) {
        const slot = slots[i];
        if (score[slot] === 0) reached.push(slot);
        if (score[slot] < value) score[slot] = value;
      }
    };
    for (const tier of plan.tiers) {
      for (const term of tier.terms) {
        const id = this.termIds.get(term);
        if (id === undefined) continue;
        raise(store.namePostings.get(id), tier.weight * NAME_FACTOR);
        if (!namesOnly) raise(store.postings.get(id), tier.weight);
      }
    }
    return reached;
  }

  private filterTest(filters: SearchFilters): (slot: number) => boolean {
    const store = this.store;
    const lookUp = (id: string | undefined) => (id ? (this.valueIds.get(id) ?? -2) : null);
    const categories = filters.categoryIds?.length ? new Set(filters.categoryIds.map((c) => this.valueIds.get(c) ?? -2)) : null;
    const city = lookUp(filters.cityId);
    const governorate = lookUp(filters.governorateId);
    const area = lookUp(filters.areaId);
    const { priceMin, priceMax, ratingMin } = filters;
    const excluded = filters.excludeIds?.length ? new Set(filters.excludeIds) : null;
    const [starts, cats, cities, governorates, areas, prices, reviews, ratings] = [
      store.categoryStart.data, store.categories.data, store.city.data, store.governorate.data, store.area.data,
      store.priceFrom.data, store.reviewsCount.data, store.rating.data,
    ];
    const hasCategory = (slot: number) => {
      for (let i = starts[slot]; i < starts[slot + 1]; i++) if (categories!.has(cats[i])) return true;
      return false;
    };
    return (slot) => {
      if (categories && !hasCategory(slot)) return false;
      if (city !== null && cities[slot] !== city) return false;
      if (governorate !== null && governorates[slot] !== governorate) return false;
      if (area !== null && areas[slot] !== area) return false;
      // A price bound leaves out quote-only listings (NaN compares false).
      if (priceMin !== undefined && !(prices[slot] >= priceMin)) return false;
      if (priceMax !== undefined && !(prices[slot] <= priceMax)) return false;
      if (ratingMin !== undefined && !(reviews[slot] >= 3 && ratings[slot] >= ratingMin)) return false;
      if (excluded?.has(store.ids[slot])) return false;
      return true;
    };
  }

  /** The ids of `matches` from `offset` to `offset + limit` in `sort` order (only that many are ever sorted). */
  private window(matches: number[], sort: SearchSort | "ranking", offset: number, limit: number): string[] {
    const need = offset + limit;
    if (need === 0) return [];
    const best = topK(matches, need, this.comparator(sort));
    return best.slice(offset).map((slot) => this.store.ids[slot]);
  }

  private comparator(sort: SearchSort | "ranking"): (a: number, b: number) => number {
    const store = this.store;
    const ids = store.ids;
    const rank = store.rankingScore.data;
    const approved = store.approvedAt.data;
    const price = store.priceFrom.data;
    const rating = store.rating.data;
    const reviews = store.reviewsCount.data;
    const relevance = this.relevance;
    const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    const byRank = (a: number, b: number) => rank[b] - rank[a];
    const nullsLast = (a: number, b: number) => Number(Number.isNaN(price[a])) - Number(Number.isNaN(price[b]));
    switch (sort) {
      case "relevance":
        return (a, b) => relevance[b] - relevance[a] || byRank(a, b) || approved[b] - approved[a] || byId(a, b);
      case "ranking":
        return (a, b) => byRank(a, b) || approved[b] - approved[a] || byId(a, b);
      case "rating":
        return (a, b) =>
          Number(reviews[b] >= 3) - Number(reviews[a] >= 3) || rating[b] - rating[a] || reviews[b] - reviews[a] || byRank(a, b) || byId(a, b);
      case "price_asc":
        return (a, b) => nullsLast(a, b) || price[a] - price[b] || byRank(a, b) || byId(a, b);
      case "price_desc":
        return (a, b) => nullsLast(a, b) || price[b] - price[a] || byRank(a, b) || byId(a, b);
      case "newest":
        return (a, b) => approved[b] - approved[a] || byId(a, b);
      case "oldest":
        return (a, b) => approved[a] - approved[b] || byId(a, b);
    }
  }

  private countFacets(matches: number[]): Facets {
    const store = this.store;
    const n = this.values.length;
    const category = new Int32Array(n);
    const city = new Int32Array(n);
    const governorate = new Int32Array(n);
    const area = new Int32Array(n);
    const [starts, cats, cities, governorates, areas, reviews, ratings] = [
      store.categoryStart.data, store.categories.data, store.city.data, store.governorate.data, store.area.data, store.reviewsCount.data, store.rating.data,
    ];
    let r3 = 0;
    let r4 = 0;
    let r45 = 0;
    for (let m = 0; m < matches.length; m++) {
      const slot = matches[m];
      for (let i = starts[slot]; i < starts[slot + 1]; i++) category[cats[i]]++;
      city[cities[slot]]++;
      if (governorates[slot] >= 0) governorate[governorates[slot]]++;
      if (areas[slot] >= 0) area[areas[slot]]++;
      if (reviews[slot] >= 3) {
        const r = ratings[slot];
        if (r >= 3) r3++;
        if (r >= 4) r4++;
        if (r >= 4.5) r45++;
      }
    }
    const named = (counts: Int32Array) => {
      const out: Record<string, number> = {};
      counts.forEach((count, id) => {
        if (count > 0) out[this.values[id]] = count;
      });
      return out;
    };
    return { category_id: named(category), city_id: named(city), governorate_id: named(governorate), area_id: named(area), rating_min: { "3": r3, "4": r4, "4.5": r45 } };
  }
}

function append(index: Map<number, Postings>, term: number, slot: number): void {
  let list = index.get(term);
  if (!list) index.set(term, (list = new Growable(new Int32Array(4))));
  list.push(slot);
}

/** The `k` smallest items under `compare`, in order: a sorted buffer, so a large list is never sorted whole. */
export function topK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  if (k <= 0) return best;
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(best[mid], item) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}
