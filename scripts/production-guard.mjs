// The start-up guard of `npm start` and scripts/serve.mjs: a production
// deployment on stand-in providers stops here, naming each stand-in and the
// variables that replace it (server/core/production-guard.ts).
export async function refuseStandIns(env) {
  const { tsImport } = await import("tsx/esm/api");
  const { productionGuard } = await tsImport("../server/core/production-guard.ts", import.meta.url);
  const verdict = productionGuard(env);
  if (!verdict.ok) {
    console.error(verdict.message);
    process.exit(1);
  }
  if (verdict.demo) console.log("[production] DEMO_MODE=1: stand-in providers allowed; every page shows the demo banner.");
}
