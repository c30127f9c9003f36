import { performance } from "node:perf_hooks";
import { resetConfig } from "../server/core/config";
import { searchProvider } from "../server/search/provider";
process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/bench_search_100000";
resetConfig();
const provider = await searchProvider();
let t = performance.now();
await provider.search({ kind: "vendor", filters: {}, sort: "relevance", offset: 0, limit: 20, facets: true });
console.log("first (load)", performance.now() - t);
for (const q of [undefined, "wedding", "تصوير"]) for (let i = 0; i < 30; i++) {
  t = performance.now();
  await provider.search({ kind: "vendor", q, filters: {}, sort: "relevance", offset: 0, limit: 20, facets: true });
  if (i % 10 == 9) console.log(q, (performance.now() - t).toFixed(1));
}
process.exit(0);
