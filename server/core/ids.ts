import { randomFillSync } from "node:crypto";
import { monotonicFactory } from "ulid";
import { now } from "./clock";

// ulid's own source of randomness asks the operating system for one byte per
// character (16 calls per id); every request makes an id, so the bytes come
// from a pool refilled 4 KB at a time, still from the system's CSPRNG.
const pool = new Uint8Array(4096);
let used = pool.length;

function pooledRandom(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++] / 256;
}

const factory = monotonicFactory(pooledRandom);

/** A new ULID, time-ordered by the injectable clock. */
export function newId(): string {
  return factory(now().getTime());
}

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
