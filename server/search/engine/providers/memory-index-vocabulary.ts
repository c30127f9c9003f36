import { db } from "../../../core/db/client";
import { allowedTypos } from "../normalize";

// The vocabulary of indexed words as look-up keys (`search_term_keys`): each
// word under itself, its prefixes and its deletions, so a query word finds its
// typo and prefix candidates by equality on a key, in SQL, before any document
// is touched: far cheaper than scoring every row by similarity (docs/search.md).

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
export function queryKeys(word: string): string[] {
  const typos = allowedTypos(word);
  const keys = new Set([word]);
  if (typos > 0) deletions(Array.from(word), typos, keys);
  return [...keys];
}

/** New words get their look-up keys; known words are left alone (their keys never change). */
export async function addToVocabulary(words: string[]): Promise<void> {
  if (words.length === 0) return;
  const known = await db.$queryRawUnsafe<{ term: string }[]>(`SELECT DISTINCT term FROM search_term_keys WHERE term = ANY($1::text[]) AND key = term`, words);
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

/** Drops the look-up keys of words no document holds any more. */
export async function pruneVocabulary(): Promise<void> {
  // One pass over all tokens, anti-joined: probing an index per key row
  // read a common word's whole posting list once per look-up key.
  await db.$executeRawUnsafe(
    `DELETE FROM search_term_keys k WHERE NOT EXISTS (SELECT 1 FROM (SELECT DISTINCT unnest(tokens) AS term FROM search_documents) live WHERE live.term = k.term)`,
  );
}
