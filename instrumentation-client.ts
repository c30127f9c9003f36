// Runs in the browser before any of the app's modules (Next's instrumentation-client convention).
// zod compiles object parsers with `new Function` unless told not to, and probes for it once: under the
// pages' CSP (no 'unsafe-eval', proxy.ts) that probe is logged as a violation on every page with a form.
// zod reads its settings from this global when it loads (node_modules/zod/v4/core/core.js), so setting it
// here, before any schema exists, needs no import of zod on pages that have none.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
