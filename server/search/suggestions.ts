import { z } from "zod";
import { db } from "../core/db/client";
import { localized, type Locale } from "../core/i18n";
import { normalizeForSearch, searchTokens } from "./engine/normalize";
import { searchProvider } from "./engine/engine";
import { synonymGroups } from "./synonyms";
import { withSearchEngine } from "./engine/unavailable";

// As-you-type suggestions: vendors from the engine (prefixes and typos), then
// categories and synonym terms whose names have a word starting with what was
// typed. Vendor names come from the database, so a vendor hidden a moment ago
// is never suggested whatever the index still says.

const MAX_SUGGESTIONS = 10;
const MAX_VENDORS = 5;

export const suggestionsQuery = z.strictObject({
  // Not trimmed: a trailing space tells the engine the last word is finished (no prefix expansion).
  q: z
    .string()
    .min(1)
    .max(120)
    .refine((q) => q.trim() !== "", { message: "validation.required" })
    .meta({ description: "What was typed so far (1-120 characters)." }),
});

export const suggestionSchema = z
  .union([
    z.object({ type: z.literal("vendor"), id: z.string(), slug: z.string(), name: z.string() }),
    z.object({ type: z.literal("category"), id: z.string(), slug: z.string(), name: z.string() }),
    z.object({ type: z.literal("term"), text: z.string() }),
  ])
  .meta({ id: "SearchSuggestion" });

export type SearchSuggestion = { type: "vendor" | "category"; id: string; slug: string; name: string } | { type: "term"; text: string };

/**
 * Whether `text` has a word starting with the folded query: a one-word query
 * also matches a word's article-less stem ("قاع" finds "القاعات"), a longer
 * one must start at a word boundary of the folded text.
 */
function startsAWord(text: string, queryNorm: string): boolean {
  if (!queryNorm.includes(" ")) return searchTokens(text).some((token) => token.startsWith(queryNorm));
  return ` ${normalizeForSearch(text)}`.includes(` ${queryNorm}`);
}

async function vendorSuggestions(q: string, locale: Locale): Promise<SearchSuggestion[]> {
  const hits = await withSearchEngine(async () => (await searchProvider()).suggest(q, MAX_VENDORS));
  const ids = [...new Set(hits.map((h) => h.vendorId))];
  if (ids.length === 0) return [];
  const vendors = await db.vendor.findMany({
    where: { id: { in: ids }, status: "approved", publishedAt: { not: null } },
    select: { id: true, slug: true, nameAr: true, nameEn: true },
  });
  const byId = new Map(vendors.map((v) => [v.id, v]));
  return ids.flatMap((id) => {
    const v = byId.get(id);
    return v ? [{ type: "vendor" as const, id: v.id, slug: v.slug, name: localized(locale, v.nameAr, v.nameEn) }] : [];
  });
}

async function categorySuggestions(queryNorm: string, locale: Locale): Promise<SearchSuggestion[]> {
  // Active categories under an active parent (a hidden branch stays hidden); the taxonomy is small.
  const rows = await db.category.findMany({
    where: { status: "active", OR: [{ parentId: null }, { parent: { status: "active" } }] },
    select: { id: true, slug: true, nameAr: true, nameEn: true, sortOrder: true, parent: { select: { slug: true, sortOrder: true } } },
  });
  // Tree order: each top-level category, then its subcategories.
  const rootOf = (c: (typeof rows)[number]) => c.parent ?? c;
  rows.sort(
    (a, b) =>
      rootOf(a).sortOrder - rootOf(b).sortOrder ||
      rootOf(a).slug.localeCompare(rootOf(b).slug) ||
      Number(!!a.parent) - Number(!!b.parent) ||
      a.sortOrder - b.sortOrder ||
      a.slug.localeCompare(b.slug),
  );
  return rows
    .filter((c) => startsAWord(c.nameAr, queryNorm) || startsAWord(c.nameEn, queryNorm))
    .map((c) => ({ type: "category" as const, id: c.id, slug: c.slug, name: localized(locale, c.nameAr, c.nameEn) }));
}

async function termSuggestions(queryNorm: string): Promise<SearchSuggestion[]> {
  const seen = new Set<string>();
  const out: SearchSuggestion[] = [];
  for (const term of (await synonymGroups()).flat()) {
    const folded = normalizeForSearch(term);
    if (seen.has(folded) || !startsAWord(term, queryNorm)) continue;
    seen.add(folded);
    out.push({ type: "term", text: term });
  }
  return out;
}

/** Up to 10 suggestions: up to 5 vendors, then categories, then synonym terms. */
export async function suggest(q: string, locale: Locale): Promise<SearchSuggestion[]> {
  const queryNorm = normalizeForSearch(q);
  if (queryNorm === "") return [];
  // The engine first: when it is down the request fails before any other query starts.
  const vendors = await vendorSuggestions(q, locale);
  const [categories, terms] = await Promise.all([categorySuggestions(queryNorm, locale), termSuggestions(queryNorm)]);
  return [...vendors, ...categories, ...terms].slice(0, MAX_SUGGESTIONS);
}
