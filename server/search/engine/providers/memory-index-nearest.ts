import { Growable, type Store } from "./memory-index-store";

// The distance order over many matches (a browse of the whole index sorted
// by distance): instead of measuring every match, the store's slots are kept
// in cells of about 6 km by their point, each with the bounding box of its
// points (unit vectors), and cells are visited nearest first; once the
// window is full, a cell whose box is farther than the window's last is
// never opened. A slot's point never changes (a rewritten document gets a
// new slot), so the cells only ever take the slots added since the last
// query; a compacted store is a new store with cells of its own.

/** Below this many matches, measuring each one is as quick as the cells. */
export const CELLS_FROM_MATCHES = 2_000;

/** Cell side in unit-vector coordinates: 0.001 of the Earth's radius, about 6.4 km. */
const CELL = 0.001;

type Cell = { slots: Growable<Int32Array>; box: Float64Array };

/** A slot's squared chord from `from` (unit vectors: the great-circle order); Infinity when the document has no point. */
export function chordFrom(store: Store, from: { x: number; y: number; z: number }): (slot: number) => number {
  const [xs, ys, zs] = [store.x.data, store.y.data, store.z.data];
  return (slot) => {
    const dx = xs[slot] - from.x;
    const dy = ys[slot] - from.y;
    const dz = zs[slot] - from.z;
    const d = dx * dx + dy * dy + dz * dz;
    return d === d ? d : Number.POSITIVE_INFINITY; // NaN: no point
  };
}

/** The k smallest items under `compare`, in order, as they are offered (`key` orders first when given: see `topK`). */
export class Best<T> {
  readonly items: T[] = [];
  /** The key of the k-th item once there are k: an item above it cannot enter. */
  bar = Number.POSITIVE_INFINITY;

  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
    private readonly key?: Float64Array,
  ) {}

  get full(): boolean {
    return this.items.length === this.k;
  }

  offer(item: T): void {
    const best = this.items;
    if (best.length === this.k && this.compare(item, best[this.k - 1]) >= 0) return;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.compare(best[mid], item) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, item);
    if (best.length > this.k) best.pop();
    if (this.key !== undefined && best.length === this.k) this.bar = this.key[best[this.k - 1] as number];
  }
}

export class SpatialCells {
  private readonly cells: Cell[] = [];
  private readonly byKey = new Map<number, Cell>();
  private readonly noPoint = new Growable(new Int32Array(16));
  private covered = 0;
  private order = new Int32Array(0);
  private bounds = new Float64Array(0);

  /** Takes in the slots added to `store` since the last call. */
  update(store: Store): void {
    const [xs, ys, zs] = [store.x.data, store.y.data, store.z.data];
    for (let slot = this.covered; slot < store.slots; slot++) {
      const [x, y, z] = [xs[slot], ys[slot], zs[slot]];
      if (x !== x) {
        this.noPoint.push(slot); // NaN: no point
        continue;
      }
      const key = (Math.floor(x / CELL) + 2048) * 4096 * 4096 + (Math.floor(y / CELL) + 2048) * 4096 + (Math.floor(z / CELL) + 2048);
      let cell = this.byKey.get(key);
      if (!cell) {
        cell = { slots: new Growable(new Int32Array(16)), box: Float64Array.of(x, x, y, y, z, z) };
        this.byKey.set(key, cell);
        this.cells.push(cell);
      }
      cell.slots.push(slot);
      const box = cell.box;
      box[0] = Math.min(box[0], x);
      box[1] = Math.max(box[1], x);
      box[2] = Math.min(box[2], y);
      box[3] = Math.max(box[3], y);
      box[4] = Math.min(box[4], z);
      box[5] = Math.max(box[5], z);
    }
    this.covered = store.slots;
  }

  /**
   * Offers to `best` the slots marked in `marks` (value `mark`), nearest
   * cells first, leaving each offered slot's squared chord in `distance`;
   * stops at the first cell that cannot hold a nearer slot. Slots without a
   * point come last (Infinity).
   */
  offerNearest(store: Store, from: { x: number; y: number; z: number }, marks: Int32Array, mark: number, best: Best<number>, distance: Float64Array): void {
    const count = this.cells.length;
    if (this.order.length < count) [this.order, this.bounds] = [new Int32Array(count * 2), new Float64Array(count * 2)];
    const [order, bounds] = [this.order, this.bounds];
    for (let c = 0; c < count; c++) {
      const box = this.cells[c].box;
      // The squared distance from `from` to the box: no point inside it is nearer.
      const dx = Math.max(box[0] - from.x, 0, from.x - box[1]);
      const dy = Math.max(box[2] - from.y, 0, from.y - box[3]);
      const dz = Math.max(box[4] - from.z, 0, from.z - box[5]);
      bounds[c] = dx * dx + dy * dy + dz * dz;
      order[c] = c;
    }
    const visit = order.subarray(0, count).sort((a, b) => bounds[a] - bounds[b]);
    const chord = chordFrom(store, from);
    for (const c of visit) {
      if (best.full && bounds[c] > best.bar) return;
      const slots = this.cells[c].slots;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots.data[i];
        if (marks[slot] !== mark) continue;
        const d = chord(slot);
        if (d > best.bar) continue;
        distance[slot] = d;
        best.offer(slot);
      }
    }
    if (best.full && best.bar < Number.POSITIVE_INFINITY) return;
    for (let i = 0; i < this.noPoint.length; i++) {
      const slot = this.noPoint.data[i];
      if (marks[slot] !== mark) continue;
      distance[slot] = Number.POSITIVE_INFINITY;
      best.offer(slot);
    }
  }
}

/**
 * The `k` smallest items under `compare`, in order: a sorted buffer, so a large list is never sorted whole.
 * With `keyed` (a key that orders first, smaller first: the distance order), each item's key is measured
 * here and stored in `key` only for an item that may enter; an item whose key is above the k-th's is
 * skipped without a comparator call (most items of a whole-index browse).
 */
export function topK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number, keyed?: { key: Float64Array; measure: (item: T) => number }): T[] {
  if (k <= 0) return [];
  const best = new Best(k, compare, keyed?.key);
  for (const item of items) {
    if (keyed !== undefined) {
      const value = keyed.measure(item);
      if (value > best.bar) continue;
      keyed.key[item as number] = value;
    }
    best.offer(item);
  }
  return best.items;
}

const cellsOf = new WeakMap<Store, SpatialCells>();

/** The store's cells, brought up to its slots. */
export function spatialCells(store: Store): SpatialCells {
  let cells = cellsOf.get(store);
  if (!cells) cellsOf.set(store, (cells = new SpatialCells()));
  cells.update(store);
  return cells;
}
