// `npm run bench:web`: Lighthouse (mobile) on the public pages and three signed-in homes, in Arabic and English,
// three runs each, against the built app on its embedded defaults (bench/server.ts), and a table of the medians:
// scores, LCP, TBT, CLS, compressed JavaScript and CSS files per page (docs/performance.md "Pages on a phone").
// BENCH_WEB_URL measures a server that is already running instead; BENCH_WEB_RUNS changes the number of runs;
// BENCH_WEB_ONLY=<text> keeps the pages whose path contains it.
import { Secret, TOTP } from "otpauth";
import { BENCH_BASE, startServer } from "./server";
import { medianFigures, runLighthouse, startChromium, type PageFigures, type PageRun } from "./web-lighthouse";

export {}; // a module: top-level await

// The seeded demo accounts (prisma/seed/demo.ts; README "Demo accounts").
const DEMO_PASSWORD = "Demo-Souq-2026!";
const DEMO_TOTP_SECRET = "Y4OKY343DFN46LW4FNBPRFNLO6AONGCG";
type Role = "customer" | "vendor" | "admin";
const EMAILS: Record<Role, string> = { customer: "customer@demo.kw", vendor: "vendor@demo.kw", admin: "super@demo.kw" };

type Page = { path: string; as?: Role };
const PUBLIC = ["/", "/search?q=hall", "/categories/venues", "/vendors/al-raya-hall"];
const SIGNED_IN: Page[] = [
  { path: "/account", as: "customer" },
  { path: "/vendor", as: "vendor" },
  { path: "/admin", as: "admin" },
];
const localized = (page: Page): Page[] => [page, { ...page, path: page.path === "/" ? "/en" : `/en${page.path}` }];
const PAGES = [...PUBLIC.map((path) => ({ path })), ...SIGNED_IN]
  .flatMap(localized)
  .filter((page) => !process.env.BENCH_WEB_ONLY || page.path.includes(process.env.BENCH_WEB_ONLY));
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const base = process.env.BENCH_WEB_URL ?? BENCH_BASE.replace("127.0.0.1", "localhost");

/** The Cookie header of a fresh web session of `role` (a staff account passes its second step with the demo authenticator). */
async function signIn(role: Role): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1${path}`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(body) });
  let res = await post("/auth/login", { email: EMAILS[role], password: DEMO_PASSWORD, device: { platform: "web" } });
  const challenge = res.ok ? ((await res.clone().json()) as { data?: { challenge_token?: string } }).data?.challenge_token : undefined;
  if (challenge) {
    const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: "SHA1" });
    res = await post("/auth/2fa/verify", { challenge_token: challenge, code: totp.generate() });
    // A code is spent once: the previous page's sign-in may have used this 30-second step's; the next step's is fresh.
    if (res.status === 422) {
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
      res = await post("/auth/2fa/verify", { challenge_token: challenge, code: totp.generate() });
    }
  }
  if (!res.ok) throw new Error(`sign-in of ${EMAILS[role]}: ${res.status} ${await res.text()}`);
  // The access cookie and the signed-in marker; the refresh cookie's path is the auth endpoints only.
  return res.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .filter((pair) => !pair.startsWith("refresh"))
    .join("; ");
}

const stopServer = process.env.BENCH_WEB_URL ? undefined : await startServer({ DATABASE_URL: undefined });
const browser = await startChromium();
const rows: { page: Page; figures: PageFigures; failures: string[] }[] = [];
try {
  for (const page of PAGES) {
    // A fresh session per page: the access cookie is short-lived and the runs of all pages take minutes.
    const cookie = page.as ? await signIn(page.as) : undefined;
    const runs: PageRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(browser, `${base}${page.path}`, cookie));
    const figures = medianFigures(runs);
    rows.push({ page, figures, failures: [...new Set(runs.flatMap((r) => r.bestPracticeFailures))] });
    console.error(`[bench:web] ${page.path}${page.as ? ` (${page.as})` : ""}: performance ${figures.performance}`);
  }
} finally {
  await Promise.allSettled([browser.stop(), stopServer?.()]);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);
console.log(`\nLighthouse mobile, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}\n`);
console.log("| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | JS KiB | CSS files |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const { page, figures: f } of rows) {
  const name = page.as ? `${page.path} (${page.as})` : page.path;
  const cells = [f.performance, f.accessibility, f.bestPractices, f.seo, (f.lcp / 1000).toFixed(1), f.tbt.toFixed(0), f.cls.toFixed(3)];
  console.log(`| ${name} | ${cells.join(" | ")} | ${kib(f.scriptBytes)} | ${f.stylesheets} |`);
}
for (const { page, failures } of rows) if (failures.length) console.log(`\n${page.path}: best practices lost on ${failures.join(", ")}`);
