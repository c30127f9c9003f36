// `npm run bench`: the HTTP benchmark (bench/run.ts), the relevance figures
// of the judged query set over the demo vendors (bench/relevance.ts), then the
// search benchmark (bench/search.ts). BENCH_ONLY=http, relevance or search runs one.
export {}; // a module: top-level await
const only = process.env.BENCH_ONLY;
const PARTS = ["http", "relevance", "search"];
if (only !== undefined && !PARTS.includes(only)) throw new Error(`BENCH_ONLY must be one of ${PARTS.map((p) => `"${p}"`).join(", ")}, not "${only}"`);
if (only === undefined || only === "http") await import("./run");
if (only === undefined || only === "relevance") await import("./relevance");
if (only === undefined || only === "search") await import("./search");
