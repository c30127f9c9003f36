import type { DbHandle } from "../db/client";
import { currentVersion } from "./versions";

// Values computed from the database and kept in this process for as long as
// the version of their data in `cache_versions` stays where it was when they
// were loaded. Writes move the version at commit (database triggers,
// prisma/migrations/*_cache_versions), whichever process or module wrote, so
// every process answers the next request after a commit from fresh data.
// The price is one shared version read per request (./versions.ts).

type Entry<V> = { handle: DbHandle; version: number; value: Promise<V> };

export type VersionedCache<K, V> = { get(key: K): Promise<V> };

/**
 * A cache of `load(key)` under the version `name`. Keys are strings of the
 * caller's choosing (locale, filter); at most `maxEntries` are kept, the
 * oldest dropped first.
 */
export function versionedCache<K extends string, V>(name: string, load: (key: K) => Promise<V>, maxEntries = 64): VersionedCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  return {
    async get(key) {
      const { handle, version } = await currentVersion(name);
      const entry = entries.get(key);
      if (entry && entry.handle === handle && entry.version === version) return entry.value;
      // Loaded after the version was read, so at least as new as it.
      const value = load(key);
      entries.delete(key);
      entries.set(key, { handle, version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

export type VersionedBatchCache<V> = { getMany(keys: string[]): Promise<Map<string, V>> };

/**
 * A cache of rows under the version `name`, kept per key and loaded
 * together: the keys a call needs that are not kept are loaded in one call of
 * `loadMany` (a key it does not return is kept as absent, until the version
 * moves). Lists that share keys (search pages from different reference
 * points, home strips, favorites) share the rows. At most `maxEntries` keys
 * are kept, the oldest dropped first.
 */
export function versionedBatchCache<V>(name: string, loadMany: (keys: string[]) => Promise<Map<string, V>>, maxEntries = 10_000): VersionedBatchCache<V> {
  let kept: { handle: DbHandle; version: number; entries: Map<string, V | null> } | undefined;
  return {
    async getMany(keys) {
      const { handle, version } = await currentVersion(name);
      if (kept?.handle !== handle || kept.version !== version) kept = { handle, version, entries: new Map() };
      const entries = kept.entries;
      const missing = [...new Set(keys.filter((k) => !entries.has(k)))];
      // Loaded after the version was read, so at least as new as it.
      const loaded = missing.length > 0 ? await loadMany(missing) : undefined;
      if (loaded) {
        for (const k of missing) entries.set(k, loaded.get(k) ?? null);
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
      }
      const found = new Map<string, V>();
      for (const k of keys) {
        const value = loaded?.has(k) ? loaded.get(k)! : entries.get(k);
        if (value !== undefined && value !== null) found.set(k, value);
      }
      return found;
    },
  };
}
