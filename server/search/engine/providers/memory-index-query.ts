import type { GeoPoint } from "../../../core/geo";
import type { Facets, SearchFilters, SearchSort } from "../provider";
import type { SearchRequest } from "../provider";
import { excludedSet, excludedSlots } from "./memory-index-excluded";
import { Best, CELLS_FROM_MATCHES, chordFrom, spatialCells, topK } from "./memory-index-nearest";
import { scoreRecommended } from "./memory-index-recommended";
import { Growable, unitVector, type Dictionary, type Postings, type Store } from "./memory-index-store";

// Query evaluation over the in-memory index: per query word the postings of
// its alternatives (the best tier per slot), intersected from the rarest word,
// filtered by column, facets counted into arrays, and only `offset + limit`
// results kept in order (`topK`). At 100,000 vendors that is 10-30 ms for
// the broadest query (docs/search.md).

/**
 * One query word, resolved: documents must hold one of its terms; the best
 * tier scores it. A term with spaces is a phrase (a multi-word synonym): a
 * document holds it when one field holds all its words.
 */
export type WordPlan = { all: string[]; tiers: Array<{ terms: string[]; weight: number }> };
/**
 * Added to a word's tier weight (3-8: exact, synonym, prefix, 1 typo, 2
 * typos; ./memory-index-plan.ts) by the field it is found in. The gaps exceed
 * the tier range, so the field counts first: a name hit, even with two typos,
 * outranks a category hit, which outranks a hit in other text (services,
 * area, description); within a field an exact word beats a synonym, a
 * prefix, then typos. The same order as Meilisearch's settings
 * (./meilisearch.ts: searchable attributes, `attribute` before `typo`).
 */
export const FIELD_BONUS = { name: 20, category: 10, text: 0 } as const;
/** The whole normalized query found in the name, words in order. */
export const PHRASE_BONUS = 6;
/** Relevance = the words' weights (with bonuses) times this, plus the second-alternative marks (one per word, at most 10). */
const SECOND_TERM_SCALE = 16;

export type IndexQuery = {
  /** Null: browse everything that passes the filters. */
  plans: WordPlan[] | null;
  phrase: string;
  filters: SearchFilters;
  sort: SearchSort;
  /** The reference point of `sort: "distance"` (without one that sort is relevance). */
  near?: GeoPoint;
  /** With `sort: "recommended"`: weights, busy vendors, the day (../recommended.ts). */
  recommended?: SearchRequest["recommended"];
  offset: number;
  limit: number;
  facets: boolean;
};

/** The engine's orders: a public sort, or the ranking score (browse by relevance), or distance then one of those. */
type Order = SearchSort | "ranking";

export type IndexResult = { ids: string[]; total: number; facets: Facets | null };

/** Per-replica arrays reused across queries (queries run one at a time: evaluation is synchronous). */
export class Scratch {
  /** Relevance of the matched slots of the current query. */
  relevance = new Float64Array(0);
  /** Per query word, its score in each slot (0: not found; see `scoreWord`); left zeroed after each query. */
  wordScores: Uint8Array[] = [];
  /** Squared chord from the reference point of the current query to each matched slot's point (the great-circle order; Infinity: no point). */
  distance = new Float64Array(0);
  /** sort=recommended's blend per matched slot of the current query. */
  recommended = new Float64Array(0);
  /** The matches of the current query by slot, as `mark` (the distance order's cells look them up). */
  marks = new Int32Array(0);
  mark = 0;
}

/** One query against one store. */
export class Evaluation {
  constructor(
    private readonly store: Store,
    private readonly dictionary: Dictionary,
    private readonly scratch: Scratch,
  ) {}

  search(query: IndexQuery): IndexResult {
    const matches = this.match(query.plans, query.phrase, query.filters, false);
    const unsorted = query.plans ? "relevance" : "ranking";
    let order: Order = query.sort === "relevance" ? unsorted : query.sort;
    if (order === "distance" && !query.near) order = unsorted;
    if (order === "recommended") {
      if (query.near) this.measure(matches, query.near);
      const context = query.recommended;
      if (!context) order = unsorted;
      else {
        if (this.scratch.recommended.length < this.store.slots) this.scratch.recommended = new Float64Array(this.store.slots * 2);
        scoreRecommended(
          this.store,
          matches,
          {
            weights: context.weights,
            busy: context.busyIds ? excludedSet(context.busyIds) : undefined,
            today: context.today,
            relevance: query.plans ? this.scratch.relevance : null,
            distance: query.near ? this.scratch.distance : null,
          },
          this.scratch.recommended,
        );
      }
    }
    return {
      ids:
        order === "distance" ? this.nearest(matches, query.near!, query.offset, query.limit, unsorted) : this.window(matches, order, query.offset, query.limit),
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
   * filters; their relevance (per word the best tier weight plus the bonus
   * of the best field it is found in, FIELD_BONUS; plus the phrase bonus) is
   * left in `scratch.relevance`.
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
    if (this.scratch.relevance.length < store.slots) this.scratch.relevance = new Float64Array(store.slots * 2);
    const relevance = this.scratch.relevance;
    const reached = plans.map((plan, i) => this.scoreWord(plan, i, namesOnly));
    const scores = this.scratch.wordScores.slice(0, plans.length);
    // Candidates: the slots the rarest word reaches.
    const rarest = reached.reduce((a, b) => (a.length <= b.length ? a : b));
    const multiWord = plans.length > 1;
    for (const slot of rarest) {
      if (!alive[slot] || !pass(slot)) continue;
      let sum = 0;
      let seconds = 0;
      for (const score of scores) {
        if (score[slot] === 0) {
          sum = 0;
          break;
        }
        sum += score[slot] >> 1;
        seconds += score[slot] & 1;
      }
      if (sum === 0) continue;
      if (multiWord && store.nameNorms[slot].includes(phrase)) sum += PHRASE_BONUS;
      // The second-alternative marks only break ties (at most 10 words: under one step).
      relevance[slot] = sum * SECOND_TERM_SCALE + seconds;
      matches.push(slot);
    }
    // Leave the scratch scores zeroed for the next query.
    reached.forEach((slots, i) => {
      for (const slot of slots) scores[i][slot] = 0;
    });
    return matches;
  }

  /**
   * Scores one query word into scratch array `index` (0: not found): twice
   * its best weight, plus 1 when a second alternative of the word (another
   * language, a synonym) is found at that same weight: "photographer" in a
   * field that says both "Photography" and "تصوير" before one that says
   * only "تصوير". Returns the slots it reached, each once.
   */
  private scoreWord(plan: WordPlan, index: number, namesOnly: boolean): number[] {
    const store = this.store;
    let score = this.scratch.wordScores[index];
    if (!score || score.length < store.slots) score = this.scratch.wordScores[index] = new Uint8Array(store.slots * 2);
    const reached: number[] = [];
    const raise = (list: Postings | undefined, value: number) => {
      if (!list) return;
      const slots = list.data;
      for (let i = 0; i < list.length; i++) {
        const slot = slots[i];
        if (score[slot] === 0) reached.push(slot);
        if (score[slot] >> 1 < value) score[slot] = value << 1;
        else if (score[slot] === value << 1) score[slot] = (value << 1) | 1;
      }
    };
    for (const tier of plan.tiers) {
      for (const term of tier.terms) {
        const ids = term.split(" ").map((word) => this.dictionary.termIds.get(word));
        if (ids.some((id) => id === undefined)) continue;
        const lists = (index: Map<number, Postings>) => (ids.length === 1 ? index.get(ids[0]!) : allOf(ids.map((id) => index.get(id!))));
        raise(lists(store.namePostings), tier.weight + FIELD_BONUS.name);
        if (namesOnly) continue;
        raise(lists(store.categoryPostings), tier.weight + FIELD_BONUS.category);
        raise(lists(store.postings), tier.weight + FIELD_BONUS.text);
      }
    }
    return reached;
  }

  private filterTest(filters: SearchFilters): (slot: number) => boolean {
    const store = this.store;
    const valueIds = this.dictionary.valueIds;
    const lookUp = (id: string | undefined) => (id ? (valueIds.get(id) ?? -2) : null);
    const categories = filters.categoryIds?.length ? new Set(filters.categoryIds.map((c) => valueIds.get(c) ?? -2)) : null;
    const city = lookUp(filters.cityId);
    const governorate = lookUp(filters.governorateId);
    const area = lookUp(filters.areaId);
    const { priceMin, priceMax, ratingMin } = filters;
    const excluded = filters.excludeIds?.length ? excludedSlots(store, filters.excludeIds) : null;
    const [starts, cats, cities, governorates, areas, prices, reviews, ratings] = [
      store.categoryStart.data,
      store.categories.data,
      store.city.data,
      store.governorate.data,
      store.area.data,
      store.priceFrom.data,
      store.reviewsCount.data,
      store.rating.data,
    ];
    const hasCategory = (slot: number) => {
      for (let i = starts[slot]; i < starts[slot + 1]; i++) if (categories!.has(cats[i])) return true;
      return false;
    };
    const [branchStarts, branchAreas] = [store.branchAreaStart.data, store.branchAreas.data];
    // The vendor's own area or one of its branches'.
    const inArea = (slot: number) => {
      if (areas[slot] === area) return true;
      for (let i = branchStarts[slot]; i < branchStarts[slot + 1]; i++) if (branchAreas[i] === area) return true;
      return false;
    };
    return (slot) => {
      if (categories && !hasCategory(slot)) return false;
      if (city !== null && cities[slot] !== city) return false;
      if (governorate !== null && governorates[slot] !== governorate) return false;
      if (area !== null && !inArea(slot)) return false;
      // A price bound leaves out quote-only listings (NaN compares false).
      if (priceMin !== undefined && !(prices[slot] >= priceMin)) return false;
      if (priceMax !== undefined && !(prices[slot] <= priceMax)) return false;
      if (ratingMin !== undefined && !(reviews[slot] >= 3 && ratings[slot] >= ratingMin)) return false;
      if (excluded?.(slot)) return false;
      return true;
    };
  }

  /**
   * Leaves in `scratch.distance` each match's squared chord to `near` (unit
   * vectors: the same order as the great-circle distance, three products a
   * document); Infinity for a document without a point.
   */
  private measure(matches: number[], near: GeoPoint): void {
    const distance = this.distances();
    const to = chordFrom(this.store, unitVector(near.lat, near.lng));
    for (let m = 0; m < matches.length; m++) distance[matches[m]] = to(matches[m]);
  }

  private distances(): Float64Array {
    if (this.scratch.distance.length < this.store.slots) this.scratch.distance = new Float64Array(this.store.slots * 2);
    return this.scratch.distance;
  }

  /** The ids of `matches` from `offset` to `offset + limit` in `sort` order (only that many are ever sorted). */
  private window(matches: number[], sort: Order, offset: number, limit: number): string[] {
    const need = offset + limit;
    if (need === 0) return [];
    return topK(matches, need, this.comparator(sort))
      .slice(offset)
      .map((slot) => this.store.ids[slot]);
  }

  /**
   * The window of the distance order: nearest first (documents without a
   * point last), equal distances (one area's centroid) by `ties`. Each
   * distance is measured in the selection pass itself (`topK`'s `measure`).
   */
  private nearest(matches: number[], near: GeoPoint, offset: number, limit: number, ties: "relevance" | "ranking"): string[] {
    const need = offset + limit;
    if (need === 0) return [];
    const distance = this.distances();
    const then = this.comparator(ties);
    const compare = (a: number, b: number) => (distance[a] === distance[b] ? then(a, b) : distance[a] < distance[b] ? -1 : 1);
    const from = unitVector(near.lat, near.lng);
    let best: number[];
    if (matches.length < CELLS_FROM_MATCHES) best = topK(matches, need, compare, { key: distance, measure: chordFrom(this.store, from) });
    else {
      // Many matches: nearest cells first (./memory-index-nearest.ts), the matches marked for the cells to find.
      const scratch = this.scratch;
      if (scratch.marks.length < this.store.slots) scratch.marks = new Int32Array(this.store.slots * 2);
      if (scratch.mark === 2 ** 31 - 1) [scratch.mark, scratch.marks] = [0, new Int32Array(this.store.slots * 2)];
      const mark = ++scratch.mark;
      for (let m = 0; m < matches.length; m++) scratch.marks[matches[m]] = mark;
      const found = new Best(need, compare, distance);
      spatialCells(this.store).offerNearest(this.store, from, scratch.marks, mark, found, distance);
      best = found.items;
    }
    return best.slice(offset).map((slot) => this.store.ids[slot]);
  }

  private comparator(sort: Order): (a: number, b: number) => number {
    const store = this.store;
    const ids = store.ids;
    const rank = store.rankingScore.data;
    const approved = store.approvedAt.data;
    const price = store.priceFrom.data;
    const rating = store.rating.data;
    const reviews = store.reviewsCount.data;
    const relevance = this.scratch.relevance;
    const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    const byRank = (a: number, b: number) => rank[b] - rank[a];
    const nullsLast = (a: number, b: number) => Number(Number.isNaN(price[a])) - Number(Number.isNaN(price[b]));
    switch (sort) {
      case "relevance":
        return (a, b) => relevance[b] - relevance[a] || byRank(a, b) || approved[b] - approved[a] || byId(a, b);
      case "ranking":
        return (a, b) => byRank(a, b) || approved[b] - approved[a] || byId(a, b);
      case "rating":
        return (a, b) => Number(reviews[b] >= 3) - Number(reviews[a] >= 3) || rating[b] - rating[a] || reviews[b] - reviews[a] || byRank(a, b) || byId(a, b);
      case "price_asc":
        return (a, b) => nullsLast(a, b) || price[a] - price[b] || byRank(a, b) || byId(a, b);
      case "price_desc":
        return (a, b) => nullsLast(a, b) || price[b] - price[a] || byRank(a, b) || byId(a, b);
      case "newest":
        return (a, b) => approved[b] - approved[a] || byId(a, b);
      case "oldest":
        return (a, b) => approved[a] - approved[b] || byId(a, b);
      case "recommended": {
        const score = this.scratch.recommended;
        // Relevance is inside the score (and stale without a query): ties by the ranking score.
        return (a, b) => score[b] - score[a] || byRank(a, b) || approved[b] - approved[a] || byId(a, b);
      }
      case "distance":
        // Composed in `window` (it needs the distances); alone it is the relevance order.
        return (a, b) => relevance[b] - relevance[a] || byRank(a, b) || approved[b] - approved[a] || byId(a, b);
    }
  }

  private countFacets(matches: number[]): Facets {
    const store = this.store;
    const values = this.dictionary.values;
    const n = values.length;
    const category = new Int32Array(n);
    const city = new Int32Array(n);
    const governorate = new Int32Array(n);
    const area = new Int32Array(n);
    const [starts, cats, cities, governorates, areas, reviews, ratings] = [
      store.categoryStart.data,
      store.categories.data,
      store.city.data,
      store.governorate.data,
      store.area.data,
      store.reviewsCount.data,
      store.rating.data,
    ];
    const [branchStarts, branchAreas] = [store.branchAreaStart.data, store.branchAreas.data];
    let r3 = 0;
    let r4 = 0;
    let r45 = 0;
    for (let m = 0; m < matches.length; m++) {
      const slot = matches[m];
      for (let i = starts[slot]; i < starts[slot + 1]; i++) category[cats[i]]++;
      city[cities[slot]]++;
      if (governorates[slot] >= 0) governorate[governorates[slot]]++;
      if (areas[slot] >= 0) area[areas[slot]]++;
      // Branch areas hold no duplicate and never the own area: each counts the vendor once.
      for (let i = branchStarts[slot]; i < branchStarts[slot + 1]; i++) area[branchAreas[i]]++;
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
        if (count > 0) out[values[id]] = count;
      });
      return out;
    };
    return {
      category_id: named(category),
      city_id: named(city),
      governorate_id: named(governorate),
      area_id: named(area),
      rating_min: { "3": r3, "4": r4, "4.5": r45 },
    };
  }
}

/** The slots in every list (each ascending), as postings; undefined when one is missing or none is shared. */
function allOf(lists: Array<Postings | undefined>): Postings | undefined {
  if (lists.some((list) => !list)) return undefined;
  const sorted = (lists as Postings[]).slice().sort((a, b) => a.length - b.length);
  const others = sorted.slice(1).map((list) => new Set(list.data.subarray(0, list.length)));
  const shared: number[] = [];
  const first = sorted[0];
  for (let i = 0; i < first.length; i++) if (others.every((set) => set.has(first.data[i]))) shared.push(first.data[i]);
  if (shared.length === 0) return undefined;
  const postings = new Growable(Int32Array.from(shared));
  postings.length = shared.length;
  return postings;
}
