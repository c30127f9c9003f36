// Summary of a V8 .cpuprofile (bench/cpu-profile.mjs): self time by frame
// (function, file and line) and by package, idle time left out.
import { readFileSync } from "node:fs";
import path from "node:path";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const SKIP = new Set(["(idle)", "(program)", "(garbage collector)"]);

/** Where a frame's code comes from: a package under node_modules, Next's compiled server bundle, the app, or Node itself. */
function packageOf(url: string): string {
  if (url === "") return "(native)";
  // The only WebAssembly in the server is PGlite's PostgreSQL.
  if (url.startsWith("wasm://")) return "@electric-sql/pglite (wasm)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes("/.next/server/chunks")) return "app (.next chunks)";
  if (url.includes("/.next/")) return "app (.next)";
  if (url.startsWith("node:")) return "node";
  return "other";
}

export function summarizeProfile(file: string, top = 20) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const frames = new Map<string, number>();
  const packages = new Map<string, number>();
  let gc = 0;
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(garbage collector)") gc += ms;
    if (SKIP.has(functionName) && functionName !== "(garbage collector)") continue;
    busy += ms;
    const where = url ? `${url.replace(/^.*node_modules\//, "").replace(/^.*\/\.next\//, ".next/")}:${lineNumber + 1}` : "native";
    const key = `${functionName || "(anonymous)"} ${where}`;
    frames.set(key, (frames.get(key) ?? 0) + ms);
    const pkg = functionName === "(garbage collector)" ? "(gc)" : packageOf(url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  const pct = (ms: number) => Math.round((ms / busy) * 1000) / 10;
  return {
    file: path.basename(file),
    sampled_ms: Math.round(busy),
    gc_percent: pct(gc),
    frames: [...frames]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([frame, ms]) => ({ frame, percent: pct(ms) })),
    packages: [...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, ms]) => ({ name, percent: pct(ms) })),
  };
}

// `npx tsx bench/profile-summary.ts <file.cpuprofile>`
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  console.log(JSON.stringify(summarizeProfile(process.argv[2], Number(process.argv[3] ?? 25)), null, 2));
}
