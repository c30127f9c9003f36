// One Lighthouse run (its default: a mobile phone on simulated 4G with a 4x slower CPU) of one page in Debian's
// Chromium, reduced to the figures `npm run bench:web` prints.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  cls: number;
  /** Compressed JavaScript transferred, bytes. */
  scriptBytes: number;
  /** CSS files transferred (render-blocking on first load). */
  stylesheets: number;
};

/** A run's figures and, to say what to fix, the audits that cost best-practices points. */
export type PageRun = PageFigures & { bestPracticeFailures: string[] };

export type Browser = { port: number; stop: () => Promise<void> };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium with a debugging port, the flags this machine needs (no background calls out) and an empty profile. */
export async function startChromium(port = 9333): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "bench-web-"));
  const flags = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    `--user-data-dir=${profile}`,
    `--remote-debugging-port=${port}`,
    "about:blank",
  ];
  const chromium: ChildProcess = spawn(CHROMIUM, flags, { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      chromium.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; requestCount?: number }[] } };

export async function runLighthouse(browser: Browser, url: string, cookie?: string): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: browser.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? Number.NaN;
  const resources = (audits["resource-summary"] as Audit | undefined)?.details?.items ?? [];
  const ofType = (type: string) => resources.find((item) => item.resourceType === type);
  const failing = (categories["best-practices"]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1);
  return {
    bestPracticeFailures: failing.map((ref) => ref.id),
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    scriptBytes: ofType("script")?.transferSize ?? 0,
    stylesheets: ofType("stylesheet")?.requestCount ?? 0,
  };
}

/** Each figure's median over the runs (Lighthouse's own advice: one run varies too much to compare). */
export function medianFigures(runs: PageRun[]): PageFigures {
  const median = (pick: (f: PageFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const keys = (Object.keys(runs[0]) as (keyof PageRun)[]).filter((key): key is keyof PageFigures => key !== "bestPracticeFailures");
  return Object.fromEntries(keys.map((key) => [key, median((f) => f[key])])) as PageFigures;
}
