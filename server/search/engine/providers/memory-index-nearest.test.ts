import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Best, spatialCells, topK } from "./memory-index-nearest";
import { Dictionary, Store, unitVector } from "./memory-index-store";

// The distance order over many matches visits the store's cells nearest
// first and stops early (./memory-index-nearest.ts). Whatever the points
// (shared area centroids, vendors without a point), the matches, the
// reference point and the window, it must return exactly what measuring
// every match does, ties included.

type Point = [lat: number, lng: number] | null;

function addTo(store: Store, dictionary: Dictionary, points: Point[]): void {
  const first = store.slots;
  points.forEach((p, i) =>
    store.put(
      {
        id: `v${first + i}`,
        name_norm: "",
        tokens: "",
        name_tokens: "",
        category_tokens: "",
        category_ids: "",
        city_id: "c",
        governorate_id: null,
        area_id: null,
        branch_area_ids: "",
        price_from: null,
        rating: "0",
        reviews_count: 0,
        ranking_score: 0,
        approved_at: new Date(0),
        response_rate: null,
        response_hours: null,
        latitude: p?.[0] ?? null,
        longitude: p?.[1] ?? null,
      },
      dictionary,
    ),
  );
}

/** The window both ways: every match measured (`topK`), and the cells. */
function bothWays(store: Store, matched: boolean[], near: [number, number], k: number): [number[], number[]] {
  const matches = matched.flatMap((m, slot) => (m ? [slot] : []));
  const from = unitVector(near[0], near[1]);
  const ordered = (distance: Float64Array) => (a: number, b: number) => (distance[a] === distance[b] ? a - b : distance[a] < distance[b] ? -1 : 1);
  const measured = new Float64Array(store.slots);
  const chord = (slot: number) => {
    const d = (store.x.data[slot] - from.x) ** 2 + (store.y.data[slot] - from.y) ** 2 + (store.z.data[slot] - from.z) ** 2;
    return d === d ? d : Number.POSITIVE_INFINITY;
  };
  const expected = topK(matches, k, ordered(measured), { key: measured, measure: chord });
  const distance = new Float64Array(store.slots).fill(-1); // stale values of an earlier query
  const marks = new Int32Array(store.slots);
  for (const slot of matches) marks[slot] = 7;
  const best = new Best(k, ordered(distance), distance);
  spatialCells(store).offerNearest(store, from, marks, 7, best, distance);
  return [best.items, expected];
}

const centroids: [number, number][] = [
  [29.37, 47.98],
  [29.33, 48.07],
  [29.3, 47.65],
  [28.99, 48.15],
  [29.08, 48.13],
];
const kuwaitPoint = fc.tuple(fc.double({ min: 28.5, max: 30.1, noNaN: true }), fc.double({ min: 46.6, max: 48.4, noNaN: true }));
// A 20 km square around Kuwait City: cells of many points each, where stopping early matters.
const cityPoint = fc.tuple(fc.double({ min: 29.27, max: 29.45, noNaN: true }), fc.double({ min: 47.9, max: 48.1, noNaN: true }));
const point: fc.Arbitrary<Point> = fc.oneof(kuwaitPoint, cityPoint, cityPoint, fc.constantFrom(...centroids), fc.constant(null));

describe("the distance order by cells", () => {
  it("returns exactly the window that measuring every match returns", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(point, fc.boolean()), { maxLength: 400 }),
        fc.oneof(kuwaitPoint, cityPoint),
        fc.integer({ min: 1, max: 50 }),
        (docs, near, k) => {
          const store = new Store();
          addTo(
            store,
            new Dictionary(),
            docs.map(([p]) => p),
          );
          const [cells, measured] = bothWays(
            store,
            docs.map(([, m]) => m),
            near,
            k,
          );
          expect(cells).toEqual(measured);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("over a dense city (cells of many points each) at many reference points and windows", () => {
    const store = new Store();
    const lattice: Point[] = [];
    for (let i = 0; i < 3_000; i++)
      lattice.push(
        i % 97 === 0 ? null : i % 5 === 0 ? centroids[i % centroids.length] : [29.27 + ((i * 7919) % 1000) / 5_000, 47.9 + ((i * 104_729) % 1000) / 5_000],
      );
    addTo(store, new Dictionary(), lattice);
    const matched = lattice.map((_, i) => i % 3 !== 0);
    for (let n = 0; n < 40; n++) {
      const near: [number, number] = [29.25 + ((n * 37) % 40) / 160, 47.88 + ((n * 53) % 40) / 160];
      for (const k of [1, 5, 20, 60, 500]) {
        const [cells, measured] = bothWays(store, matched, near, k);
        expect(cells).toEqual(measured);
      }
    }
  });

  it("takes in documents added after its first query, and ignores dead slots that are not matched", () => {
    const store = new Store();
    const dictionary = new Dictionary();
    addTo(store, dictionary, centroids);
    expect(
      bothWays(
        store,
        centroids.map(() => true),
        [29.37, 47.98],
        3,
      )[0],
    ).toEqual([0, 1, 2]);
    addTo(store, dictionary, [[29.371, 47.981], null]);
    store.drop("v0");
    const matched = [false, true, true, true, true, true, true];
    const [cells, measured] = bothWays(store, matched, [29.37, 47.98], 7);
    expect(cells).toEqual(measured);
    expect(cells.slice(0, 2)).toEqual([5, 1]);
    expect(cells.at(-1)).toBe(6); // no point: last
  });
});
