import type { Store } from "./memory-index-store";

// The vendors a search leaves out (the date filter: those busy that day), as the engine tests them.

/** Sets by list: a day's busy list is shared by every search of that day (server/availability/busy-vendors.ts), so its set is built once. */
const excludedSets = new WeakMap<readonly string[], ReadonlySet<string>>();
export function excludedSet(ids: readonly string[]): ReadonlySet<string> {
  let set = excludedSets.get(ids);
  if (!set) excludedSets.set(ids, (set = new Set(ids)));
  return set;
}

/**
 * The same list as a mark per slot of `store`, built once per list and store: the date filter tests
 * every candidate, and an array read costs far less than hashing its id (docs/performance.md). Slots
 * only grow (a changed document gets a new slot at the end), so a slot past the ones marked is
 * looked up by id.
 */
type SlotMarks = { upTo: number; marks: Uint8Array };
const excludedMarks = new WeakMap<readonly string[], WeakMap<Store, SlotMarks>>();
export function excludedSlots(store: Store, ids: readonly string[]): (slot: number) => boolean {
  let byStore = excludedMarks.get(ids);
  if (!byStore) excludedMarks.set(ids, (byStore = new WeakMap()));
  let built = byStore.get(store);
  if (!built) {
    built = { upTo: store.slots, marks: new Uint8Array(store.slots) };
    for (const id of ids) {
      const slot = store.slotOf.get(id);
      if (slot !== undefined) built.marks[slot] = 1;
    }
    byStore.set(store, built);
  }
  const { upTo, marks } = built;
  const set = excludedSet(ids);
  return (slot) => (slot < upTo ? marks[slot] === 1 : set.has(store.ids[slot]));
}
