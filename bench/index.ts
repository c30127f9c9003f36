// `npm run bench`: the HTTP benchmark (bench/run.ts), the relevance figures
// of the judged query set over the demo vendors (bench/relevance.ts), then the
// search benchmark (bench/search.ts), then the load benchmark (bench/load.ts),
// then the launch-day load, soak and fault legs (bench/launch.ts).
// BENCH_ONLY=http, relevance, search, load or launch runs one.
export {}; // a module: top-level await
const only = process.env.BENCH_ONLY;
const PARTS = ["http", "relevance", "search", "load", "launch"];
if (only !== undefined && !PARTS.includes(only)) throw new Error(`BENCH_ONLY must be one of ${PARTS.map((p) => `"${p}"`).join(", ")}, not "${only}"`);
if (only === undefined || only === "http") await import("./run");
if (only === undefined || only === "relevance") await import("./relevance");
if (only === undefined || only === "search") await import("./search");
if (only === undefined || only === "load") await import("./load");
if (only === undefined || only === "launch") await import("./launch");
