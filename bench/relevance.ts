// Relevance benchmark (`npm run bench`, or alone with BENCH_ONLY=relevance):
// the judged query set (bench/relevance-judgments.ts) over the demo vendors on
// a fresh in-memory PGlite (migrated, reference data, demo seed, index built).
// Prints JSON: NDCG@5 and precision@3 means, and the worst queries, for the
// relevance order and, beside it (`sorts`, `recommended`), sort=recommended.
import { seedReferenceData } from "../prisma/seed/reference";
import { resetConfig } from "../server/core/config";
import { closeDb, dbHandle } from "../server/core/db/client";
import { migrate } from "../server/core/db/migrate";
import { setSearchProvider } from "../server/search/engine/engine";
import { runJudgments, seedDemoIndex } from "./relevance-run";

const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
const log = (message: string) => console.error(`[bench:relevance] ${message}`);
await closeDb();
delete process.env.DATABASE_URL;
process.env.DATA_DIR = "memory://";
resetConfig();
setSearchProvider(undefined);
try {
  const started = Date.now();
  const handle = dbHandle();
  await migrate(handle.prisma);
  await seedReferenceData(handle.prisma);
  // The seed's e-mails are logged with console.info in development: keep stdout JSON only.
  const info = console.info;
  console.info = () => undefined;
  try {
    await seedDemoIndex();
  } finally {
    console.info = info;
  }
  log(`demo seeded and indexed in ${Date.now() - started} ms`);
  const { all, ...report } = await runJudgments();
  // sort=recommended (server/search/home/recommended.ts, launch weights) on the same judged set, beside relevance.
  const { all: allRecommended, ...recommended } = await runJudgments("recommended");
  const figures = (r: { ndcg5_mean: number; p3_mean: number }) => ({ ndcg5_mean: r.ndcg5_mean, p3_mean: r.p3_mean });
  console.log(
    JSON.stringify(
      {
        benchmark: "relevance",
        provider: "memory-index",
        data: "demo vendors (prisma/seed/data/demo-vendors.ts)",
        ...report,
        sorts: { relevance: figures(report), recommended: figures(recommended) },
        recommended,
        queries_detail: process.env.BENCH_RELEVANCE_ALL ? { relevance: all, recommended: allRecommended } : undefined,
      },
      null,
      2,
    ),
  );
} finally {
  await closeDb();
  setSearchProvider(undefined);
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
}
