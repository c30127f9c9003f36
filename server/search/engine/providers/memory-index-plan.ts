import { versionedCache } from "../../../core/cache/versioned-cache";
import { db } from "../../../core/db/client";
import { allowedTypos, baseForm, editDistanceWithin, MAX_QUERY_WORDS, normalizeForSearch, searchTokens, STOP_WORDS } from "../normalize";
import type { WordPlan } from "./memory-index-query";
import { queryKeys } from "./memory-index-vocabulary";

// Query planning for the in-memory index: each query word is resolved
// against the vocabulary of indexed words (`search_term_keys`) into its
// alternatives, in tiers: exact, synonyms (a multi-word one as a phrase), prefixes of the last word
// (as-you-type), words within the spec's typo budget (1 typo from 5 letters,
// 2 from 9). Documents must then hold one alternative of every word; the best
// tier found scores the word (./memory-index-query.ts).

const MAX_PREFIX_EXPANSIONS = 50;

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

// The synonym dictionary is reference data: kept until it changes, in every
// process (server/core/cache), where it was re-read every 10 seconds.
const synonyms = versionedCache("reference", async () => {
  const rows = await db.searchSynonymGroup.findMany({ select: { terms: true }, orderBy: { sortOrder: "asc" } });
  return rows.map((r) => [...new Set(r.terms.map(normalizeForSearch).filter(Boolean))]);
});

/** The synonym dictionary, normalized (each group's terms as single normalized strings). */
function synonymGroups(): Promise<string[][]> {
  return synonyms.get("synonyms");
}

/** A normalized multi-word term as a phrase alternative: its words in their base form (indexed for every word that has one). */
function phraseOf(term: string): string {
  return term
    .split(" ")
    .map((w) => baseForm(w) ?? w)
    .join(" ");
}

export async function planQuery(q: string): Promise<{ plans: WordPlan[]; phrase: string } | null> {
  const { words, prefixLast } = queryWords(q);
  if (words.length === 0) return null;
  const formsOf = words.map((w) => [...new Set([w, baseForm(w)].filter((f): f is string => !!f))]);
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
    // A synonym of several words ("تصوير فيديو") is a phrase: a document
    // must hold all its words (./memory-index-query.ts), not any one of them.
    const synonymsOf = (words: Set<string>) => {
      const found = new Set<string>();
      for (const group of synonyms) {
        if (!group.some((t) => words.has(t))) continue;
        for (const t of group) {
          if (t.includes(" ")) found.add(phraseOf(t));
          else for (const token of searchTokens(t)) found.add(token);
        }
      }
      return [...found];
    };
    // Each term in its best tier only: "photography" is a synonym of
    // "photographer" (7) before it is two typos away from it (3).
    const seen = new Set<string>();
    const tiers: WordPlan["tiers"] = [
      { terms: [...exact], weight: WEIGHT.exact },
      { terms: synonymsOf(exact), weight: WEIGHT.synonym },
      { terms: [...prefix], weight: WEIGHT.prefix },
      { terms: [...typo1, ...synonymsOf(typo1)], weight: WEIGHT.typo1 },
      { terms: [...typo2, ...synonymsOf(typo2)], weight: WEIGHT.typo2 },
    ]
      .map((tier) => ({ ...tier, terms: tier.terms.filter((term) => !seen.has(term) && !!seen.add(term)) }))
      .filter((t) => t.terms.length > 0);
    return { all: [...new Set(tiers.flatMap((t) => t.terms))], tiers };
  });
  return { plans, phrase: words.join(" ") };
}
