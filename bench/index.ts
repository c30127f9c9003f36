// `npm run bench`: the HTTP benchmark (bench/run.ts), then the search
// benchmark (bench/search.ts). BENCH_ONLY=http or BENCH_ONLY=search runs one.
export {}; // a module: top-level await
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== "http" && only !== "search") throw new Error(`BENCH_ONLY must be "http" or "search", not "${only}"`);
if (only !== "search") await import("./run");
if (only !== "http") await import("./search");
