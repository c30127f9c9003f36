// Relevance figures for a judged query set (bench/relevance-judgments.ts):
// NDCG@5 with graded judgments (2 = ideal, 1 = relevant, unjudged = 0) and
// precision@3 (judged-relevant results among the first three, out of the
// number that could be there: min(3, judged-relevant count)). Pure functions.

/** Vendor slug -> grade (2 ideal, 1 relevant). */
export type Grades = Record<string, 1 | 2>;
export type Judgment = { q: string; note: string; grades: Grades };
export type QueryScore = { q: string; ndcg5: number; p3: number; top: string[] };
export type RelevanceReport = { queries: number; ndcg5_mean: number; p3_mean: number; worst: QueryScore[] };

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => Math.log2(rank + 2);

/** NDCG over the first `k` results (1 when the ranking is ideal, 0 when nothing judged is there). */
export function ndcgAt(k: number, ranked: string[], grades: Grades): number {
  const dcg = ranked.slice(0, k).reduce((sum, slug, i) => sum + gain(grades[slug] ?? 0) / discount(i), 0);
  const ideal = Object.values(grades)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) / discount(i), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Judged-relevant results among the first 3, out of min(3, judged-relevant count). */
export function precisionAt3(ranked: string[], grades: Grades): number {
  const relevant = Object.keys(grades).length;
  if (relevant === 0) return 0;
  return ranked.slice(0, 3).filter((slug) => grades[slug] !== undefined).length / Math.min(3, relevant);
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Runs every judged query through `search` (slugs, best first) and sums up. */
export async function scoreJudgments(
  judgments: Judgment[],
  search: (q: string) => Promise<string[]>,
  worst = 8,
): Promise<RelevanceReport & { all: QueryScore[] }> {
  const all: QueryScore[] = [];
  for (const j of judgments) {
    const ranked = await search(j.q);
    all.push({ q: j.q, ndcg5: round(ndcgAt(5, ranked, j.grades)), p3: round(precisionAt3(ranked, j.grades)), top: ranked.slice(0, 5) });
  }
  const mean = (values: number[]) => round(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length));
  return {
    queries: all.length,
    ndcg5_mean: mean(all.map((s) => s.ndcg5)),
    p3_mean: mean(all.map((s) => s.p3)),
    worst: [...all].sort((a, b) => a.ndcg5 - b.ndcg5 || a.p3 - b.p3).slice(0, worst),
    all,
  };
}
