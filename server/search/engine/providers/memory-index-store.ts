// Storage of the in-memory index: one kind's search documents in typed-array
// columns indexed by slot, and the inverted index from term to slots. Typed
// arrays live off the JavaScript heap, so garbage collection never walks
// millions of entries. Filled from `search_documents` rows by ./memory-index-sync.ts,
// read by ./memory-index-query.ts.

/** A typed array that grows by doubling: columns by slot, and each term's postings. */
export class Growable<T extends Int32Array | Float64Array | Uint8Array> {
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

/** Slots of one term, ascending. */
export type Postings = Growable<Int32Array>;

const int32 = () => new Growable(new Int32Array(0));
const float64 = () => new Growable(new Float64Array(0));

/** A `search_documents` row as the index reads it (arrays joined with spaces: one string each, not one object per word). */
export type DocumentRow = {
  id: string;
  name_norm: string;
  tokens: string;
  name_tokens: string;
  category_tokens: string;
  category_ids: string;
  city_id: string;
  governorate_id: string | null;
  area_id: string | null;
  /** The vendor's branches' areas (space-joined). */
  branch_area_ids: string;
  price_from: string | null;
  rating: string;
  reviews_count: number;
  ranking_score: number;
  approved_at: Date;
  response_rate: number | null;
  response_hours: number | null;
  latitude: number | null;
  longitude: number | null;
};

/** The select list that reads a `DocumentRow`. */
export const DOCUMENT_ROW_COLUMNS = `id, name_norm, array_to_string(tokens, ' ') AS tokens, array_to_string(name_tokens, ' ') AS name_tokens,
  coalesce(array_to_string(category_tokens, ' '), '') AS category_tokens,
  array_to_string(category_ids, ' ') AS category_ids, city_id, governorate_id, area_id,
  coalesce(array_to_string(branch_area_ids, ' '), '') AS branch_area_ids, price_from::text AS price_from,
  rating::text AS rating, reviews_count, ranking_score, approved_at, response_rate, response_hours, latitude, longitude`;

const words = (text: string) => (text === "" ? [] : text.split(" "));

/**
 * Terms and filter values (category, city, governorate and area ids) as small
 * integers. Shared by every store a replica builds, so ids stay valid across
 * a reload or a compaction.
 */
export class Dictionary {
  readonly termIds = new Map<string, number>();
  readonly valueIds = new Map<string, number>();
  readonly values: string[] = [];

  term(word: string): number {
    let id = this.termIds.get(word);
    if (id === undefined) this.termIds.set(word, (id = this.termIds.size));
    return id;
  }

  /** -1 for null (no governorate or area). */
  value(text: string | null): number {
    if (text === null) return -1;
    let id = this.valueIds.get(text);
    if (id === undefined) {
      id = this.values.length;
      this.valueIds.set(text, id);
      this.values.push(text);
    }
    return id;
  }
}

type Columns = {
  city: number;
  governorate: number;
  area: number;
  priceFrom: number;
  rating: number;
  reviewsCount: number;
  rankingScore: number;
  approvedAt: number;
  /** NaN: none yet. */
  responseRate: number;
  responseHours: number;
  /** The point as a unit vector (NaN without one). */
  x: number;
  y: number;
  z: number;
};

const RAD = Math.PI / 180;
/** A point as a unit vector: the squared chord between two of them orders pairs exactly as the great-circle distance does, with no trigonometry per query. */
export function unitVector(lat: number | null, lng: number | null): { x: number; y: number; z: number } {
  if (lat === null || lng === null) return { x: Number.NaN, y: Number.NaN, z: Number.NaN };
  const [phi, lambda] = [Number(lat) * RAD, Number(lng) * RAD];
  return { x: Math.cos(phi) * Math.cos(lambda), y: Math.cos(phi) * Math.sin(lambda), z: Math.sin(phi) };
}

/**
 * The documents of one kind in columns indexed by slot (a slot per written
 * document; a rewritten or removed one leaves a dead slot until `compacted`),
 * and the inverted index from term to slots.
 */
export class Store {
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
  /** sort=recommended's response signals; NaN: none yet. */
  responseRate = float64();
  responseHours = float64();
  /** The vendor's point as a unit vector (`unitVector`); NaN without one. */
  x = float64();
  y = float64();
  z = float64();
  /** Categories of slot s: categories[categoryStart[s] .. categoryStart[s + 1]). */
  categoryStart = new Growable(new Int32Array(1));
  categories = int32();
  /** Branch areas of slot s (other than its own area): branchAreas[branchAreaStart[s] .. branchAreaStart[s + 1]). */
  branchAreaStart = new Growable(new Int32Array(1));
  branchAreas = int32();
  /** Term -> ascending slots holding it (anywhere / in the name / in a category name). */
  postings = new Map<number, Postings>();
  namePostings = new Map<number, Postings>();
  categoryPostings = new Map<number, Postings>();
  slotOf = new Map<string, number>();
  live = 0;

  get slots(): number {
    return this.ids.length;
  }

  /** Adds or replaces a document: the old slot dies, the row gets a new one. */
  put(row: DocumentRow, dictionary: Dictionary): void {
    this.drop(row.id);
    const area = dictionary.value(row.area_id);
    const branchAreas = words(row.branch_area_ids)
      .map((a) => dictionary.value(a))
      .filter((a) => a !== area);
    const slot = this.addColumns(
      row.id,
      row.name_norm,
      words(row.category_ids).map((c) => dictionary.value(c)),
      branchAreas,
      {
        city: dictionary.value(row.city_id),
        governorate: dictionary.value(row.governorate_id),
        area,
        priceFrom: row.price_from === null ? Number.NaN : Number(row.price_from),
        rating: Number(row.rating),
        reviewsCount: Number(row.reviews_count),
        rankingScore: Number(row.ranking_score),
        approvedAt: new Date(row.approved_at).getTime(),
        responseRate: row.response_rate === null ? Number.NaN : Number(row.response_rate),
        responseHours: row.response_hours === null ? Number.NaN : Number(row.response_hours),
        ...unitVector(row.latitude, row.longitude),
      },
    );
    for (const word of words(row.tokens)) append(this.postings, dictionary.term(word), slot);
    for (const word of words(row.name_tokens)) append(this.namePostings, dictionary.term(word), slot);
    for (const word of words(row.category_tokens)) append(this.categoryPostings, dictionary.term(word), slot);
  }

  drop(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.alive.data[slot] = 0;
    this.slotOf.delete(id);
    this.live--;
  }

  /** Worth renumbering: more than half of a sizeable store is dead slots. */
  get wasteful(): boolean {
    return this.slots > 1_000 && this.live < this.slots / 2;
  }

  /** A copy with the live slots renumbered and dead ones dropped from the postings. */
  compacted(): Store {
    const next = new Store();
    const renumbered = new Int32Array(this.slots).fill(-1);
    for (let slot = 0; slot < this.slots; slot++) {
      if (!this.alive.data[slot]) continue;
      renumbered[slot] = next.slots;
      const categories = Array.from(this.categories.data.subarray(this.categoryStart.data[slot], this.categoryStart.data[slot + 1]));
      const branchAreas = Array.from(this.branchAreas.data.subarray(this.branchAreaStart.data[slot], this.branchAreaStart.data[slot + 1]));
      next.addColumns(this.ids[slot], this.nameNorms[slot], categories, branchAreas, {
        city: this.city.data[slot],
        governorate: this.governorate.data[slot],
        area: this.area.data[slot],
        priceFrom: this.priceFrom.data[slot],
        rating: this.rating.data[slot],
        reviewsCount: this.reviewsCount.data[slot],
        rankingScore: this.rankingScore.data[slot],
        approvedAt: this.approvedAt.data[slot],
        responseRate: this.responseRate.data[slot],
        responseHours: this.responseHours.data[slot],
        x: this.x.data[slot],
        y: this.y.data[slot],
        z: this.z.data[slot],
      });
    }
    const remap = (from: Map<number, Postings>, to: Map<number, Postings>) => {
      for (const [term, list] of from) {
        for (let i = 0; i < list.length; i++) if (renumbered[list.data[i]] >= 0) append(to, term, renumbered[list.data[i]]);
      }
    };
    remap(this.postings, next.postings);
    remap(this.namePostings, next.namePostings);
    remap(this.categoryPostings, next.categoryPostings);
    return next;
  }

  private addColumns(id: string, nameNorm: string, categories: number[], branchAreas: number[], v: Columns): number {
    const slot = this.slots;
    this.ids.push(id);
    this.nameNorms.push(nameNorm);
    this.alive.set(slot, 1);
    this.city.set(slot, v.city);
    this.governorate.set(slot, v.governorate);
    this.area.set(slot, v.area);
    this.priceFrom.set(slot, v.priceFrom);
    this.rating.set(slot, v.rating);
    this.reviewsCount.set(slot, v.reviewsCount);
    this.rankingScore.set(slot, v.rankingScore);
    this.approvedAt.set(slot, v.approvedAt);
    this.responseRate.set(slot, v.responseRate);
    this.responseHours.set(slot, v.responseHours);
    this.x.set(slot, v.x);
    this.y.set(slot, v.y);
    this.z.set(slot, v.z);
    for (const c of categories) this.categories.push(c);
    this.categoryStart.set(slot + 1, this.categories.length);
    for (const a of branchAreas) this.branchAreas.push(a);
    this.branchAreaStart.set(slot + 1, this.branchAreas.length);
    this.slotOf.set(id, slot);
    this.live++;
    return slot;
  }
}

function append(index: Map<number, Postings>, term: number, slot: number): void {
  let list = index.get(term);
  if (!list) index.set(term, (list = new Growable(new Int32Array(4))));
  list.push(slot);
}
