import { z } from "zod";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { validationFailed, type ErrorDetails } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { normalizeForSearch } from "./engine/normalize";
import { searchProvider } from "./engine/engine";
import { withSearchEngine } from "./engine/unavailable";

// The synonym dictionary: groups of terms that mean the same thing ("قاعة",
// "صالة", "hall", "venue"). The table is the source of truth; the engine is
// told after every replace (the built-in one reads the table, Meilisearch
// keeps its own copy).

export const MAX_SYNONYM_GROUPS = 500;

const term = z.string().trim().min(1).max(60);
const group = z.strictObject({ terms: z.array(term).min(2).max(20) });
export const synonymsBody = z.strictObject({ groups: z.array(group).max(MAX_SYNONYM_GROUPS) });
export type SynonymsInput = z.infer<typeof synonymsBody>;

export const synonymsSchema = z.object({ groups: z.array(z.object({ terms: z.array(z.string()) })) }).meta({ id: "SynonymDictionary" });

export type SynonymDictionary = { groups: Array<{ terms: string[] }> };

/** The groups in their saved order. */
export async function synonymGroups(): Promise<string[][]> {
  const rows = await db.searchSynonymGroup.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { terms: true } });
  return rows.map((r) => r.terms);
}

export async function getSynonyms(): Promise<SynonymDictionary> {
  return { groups: (await synonymGroups()).map((terms) => ({ terms })) };
}

/**
 * Terms the engine could never match (nothing left after folding: "…", "؟")
 * and terms that fold to another term of the same group ("قاعة"/"قاعه") are
 * refused per term, so the admin sees which one to fix.
 */
function assertTermsUsable(groups: string[][]): void {
  const details: ErrorDetails = {};
  groups.forEach((terms, g) => {
    const seen = new Set<string>();
    terms.forEach((t, i) => {
      const folded = normalizeForSearch(t);
      const field = `groups.${g}.terms.${i}`;
      if (folded === "") details[field] = ["validation.synonym_term_empty"];
      else if (seen.has(folded)) details[field] = ["validation.synonym_term_duplicate"];
      seen.add(folded);
    });
  });
  if (Object.keys(details).length > 0) throw validationFailed(details);
}

/** A group's identity for the audit diff: its folded terms, in any order. */
const groupKey = (terms: string[]) => terms.map(normalizeForSearch).sort().join("|");

/**
 * Replaces the whole dictionary (one transaction, audited with the groups
 * added and removed), then hands it to the engine. When the engine is down
 * the dictionary is saved and the answer is 503: the PUT is idempotent, so
 * repeating it later pushes the same dictionary again.
 */
export async function replaceSynonyms(input: SynonymsInput, ctx: RequestContext): Promise<SynonymDictionary> {
  const groups = input.groups.map((g) => g.terms);
  assertTermsUsable(groups);
  await db.$transaction(async (tx) => {
    const before = (await tx.searchSynonymGroup.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { terms: true } })).map((r) => r.terms);
    await tx.searchSynonymGroup.deleteMany({});
    const at = now();
    if (groups.length > 0) {
      await tx.searchSynonymGroup.createMany({ data: groups.map((terms, sortOrder) => ({ id: newId(), terms, sortOrder, updatedAt: at })) });
    }
    const beforeKeys = new Set(before.map(groupKey));
    const afterKeys = new Set(groups.map(groupKey));
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "search.synonyms.replaced",
      entityType: "search_synonyms",
      diff: {
        groups: [before.length, groups.length],
        added: groups.filter((t) => !beforeKeys.has(groupKey(t))),
        removed: before.filter((t) => !afterKeys.has(groupKey(t))),
      },
      request: ctx,
    });
  });
  await withSearchEngine(async () => (await searchProvider()).setSynonyms(groups));
  return { groups: groups.map((terms) => ({ terms })) };
}
