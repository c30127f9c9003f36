import { haversineKm } from "../../../core/geo";
import type { SearchRequest } from "../provider";
import { DAY_MS, RECOMMENDED_CANDIDATES, recommendedScore } from "../../home/recommended";

// sort=recommended on Meilisearch. Its ranking rules cannot compute a
// weighted blend at query time, so the provider asks for the first
// RECOMMENDED_CANDIDATES hits in relevance order (with a query: words, field,
// typos; without: the ranking score), with each hit's signals and
// Meilisearch's `_rankingScore` (0-1) as the text relevance, and orders them
// with the same formula as the built-in engine (../recommended.ts). Where it
// approximates: only those candidates are re-ranked (the search depth cap is
// 500 too, so every reachable page is consistent, but a vendor beyond the
// 500th relevance hit cannot be recommended into view), and relevance is
// Meilisearch's own score rather than the built-in tier weights.

/** The request that fetches the candidates (the window is cut after re-ranking). */
export function recommendedCandidates(request: SearchRequest): SearchRequest {
  return { ...request, sort: "relevance", offset: 0, limit: RECOMMENDED_CANDIDATES };
}

export const RECOMMENDED_ATTRIBUTES = ["id", "rankingScore", "approvedAt", "responseRate", "responseHours", "_geo"];

type Hit = {
  id?: unknown;
  rankingScore?: number;
  approvedAt?: number;
  responseRate?: number | null;
  responseHours?: number | null;
  _geo?: { lat: number; lng: number };
  _rankingScore?: number;
};

/** The requested window of the candidates, best blend first (ties: the ranking score, the newest, the id). */
export function rerankRecommended(hits: Hit[], request: SearchRequest): string[] {
  const context = request.recommended;
  const ids = hits.map((h) => String(h.id));
  if (!context) return ids.slice(request.offset, request.offset + request.limit);
  const withText = (request.q ?? "").trim() !== "";
  const best = Math.max(0, ...hits.map((h) => h._rankingScore ?? 0));
  const busy = context.busyIds ? new Set(context.busyIds) : null;
  const near = request.near;
  const scored = hits.map((h) => ({
    id: String(h.id),
    rank: h.rankingScore ?? 0,
    approved: h.approvedAt ?? 0,
    score: recommendedScore(
      {
        relevance: withText ? (best > 0 ? (h._rankingScore ?? 0) / best : 0) : null,
        rankingScore: h.rankingScore ?? 0,
        responseRate: h.responseRate ?? null,
        responseHours: h.responseHours ?? null,
        available: busy ? !busy.has(String(h.id)) : null,
        distanceKm: near ? (h._geo ? haversineKm(near.lat, near.lng, h._geo.lat, h._geo.lng) : Number.POSITIVE_INFINITY) : null,
        ageDays: (context.today - (h.approvedAt ?? context.today)) / DAY_MS,
      },
      context.weights,
    ),
  }));
  scored.sort((a, b) => b.score - a.score || b.rank - a.rank || b.approved - a.approved || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return scored.slice(request.offset, request.offset + request.limit).map((s) => s.id);
}
