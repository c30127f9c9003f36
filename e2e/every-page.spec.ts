import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, apiLogin, randomClientIp } from "./support/accounts";
import { outboxHeaders } from "./support/outbox";
import {
  LATIN_ALLOWED,
  ROLE_EMAIL,
  inspectPage,
  loadingTexts,
  localized,
  lookUpSeededIds,
  pageRoutes,
  portalOf,
  visitsOf,
  type Portal,
  type Role,
  type SeededIds,
  type Visit,
} from "./support/route-walk";

// Every page route of the three portals and the public site (read from app/[locale] at test time),
// in Arabic and English, at 390 px and then 360 px, as the role that may open it: no horizontal
// overflow, no console error, no text still loading after the page settled, and no word in the other
// language's script outside a marked name or code (docs/route-walk.md). It only reads the seed
// ("route-walk" project): nothing here depends on how many rows another spec has added meanwhile.

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const LOCALES = ["ar", "en"] as const;
type Locale = (typeof LOCALES)[number];

type Walker = { context: (role: Role) => Promise<BrowserContext>; ids: () => Promise<SeededIds> };

/** One signed-in context per role per worker, and the seeded ids looked up once per worker. */
const test = base.extend<object, { walker: Walker }>({
  walker: [
    async ({ browser }, use, workerInfo) => {
      // A worker fixture's contexts get none of the project's `use` options: the base URL and our Origin are given here.
      const baseURL = workerInfo.project.use.baseURL!;
      const contexts = new Map<Role, Promise<BrowserContext>>();
      const open = async (role: Role) => {
        const c = await browser.newContext({
          baseURL,
          viewport: PHONE,
          extraHTTPHeaders: { "x-forwarded-for": randomClientIp(), Origin: new URL(baseURL).origin },
        });
        if (role !== "public") {
          const login = await apiLogin(c.request, ROLE_EMAIL[role], DEMO_PASSWORD);
          expect(login.status(), `${ROLE_EMAIL[role]} signs in: ${await login.text()}`).toBe(200);
        }
        return c;
      };
      // An access token lasts 15 minutes and the walk takes longer: renewed with the refresh cookie
      // (as the portals' client does) before it runs out, so no page starts on an expired one.
      const renewedAt = new Map<Role, number>();
      const context = async (role: Role) => {
        if (!contexts.has(role)) {
          contexts.set(role, open(role));
          renewedAt.set(role, Date.now());
        }
        const c = await contexts.get(role)!;
        if (role !== "public" && Date.now() - renewedAt.get(role)! > 10 * 60_000) {
          renewedAt.set(role, Date.now());
          const refresh = await c.request.post("/api/v1/auth/refresh", { data: {} });
          expect(refresh.status(), `${ROLE_EMAIL[role]} renews the session: ${await refresh.text()}`).toBe(200);
        }
        return c;
      };
      let ids: Promise<SeededIds> | undefined;
      const lookUp = () => {
        ids ??= (async () => {
          const as = async (role: Exclude<Role, "public">) => (await context(role)).request;
          return lookUpSeededIds((await context("public")).request, as, outboxHeaders()["X-Outbox-Key"]);
        })();
        return ids;
      };
      await use({ context, ids: lookUp });
      for (const c of contexts.values()) await (await c).close();
    },
    // Four sign-ins (a staff one with its second step) and the id look-ups, on a busy server.
    { scope: "worker", timeout: 360_000 },
  ],
});

test.describe.configure({ mode: "parallel" });

const ROUTES = pageRoutes();

/** API answers that are a 404 by contract while the thing is not set up yet, each with its reason. */
const ABSENT_IS_404: Record<string, string> = {
  "/api/v1/vendors/me/payout-account": "404 until the owner sets one (its OpenAPI summary); the page then offers the form",
};

/** Console errors a page may log, each with its reason; nothing else is allowed. */
function allowedConsoleError(text: string, visit: Visit): boolean {
  const is404 = /Failed to load resource: the server responded with a status of 404/.test(text);
  // A not-found state: the document (or the entity's API answer) is a 404, which Chromium logs as an error.
  if (is404 && visit.notFound) return true;
  const url = text.match(/ @ (\S+)$/)?.[1];
  return is404 && !!url && new URL(url).pathname in ABSENT_IS_404;
}

async function walkOne(page: Page, visit: Visit, locale: Locale, consoleErrors: string[]): Promise<string[]> {
  const url = localized(locale, visit.path);
  const failures: string[] = [];
  consoleErrors.length = 0;
  await page.setViewportSize(PHONE);
  // The shared development server reloads pages when a source file changes, which aborts a
  // navigation under way: tried once more then (a second abort fails the visit).
  const response = await page.goto(url, { timeout: 120_000 }).catch((error: Error) => {
    if (!error.message.includes("ERR_ABORTED")) throw error;
    consoleErrors.length = 0;
    return page.goto(url, { timeout: 120_000 });
  });
  await page.waitForLoadState("networkidle").catch(() => failures.push(`${url}: the network never went idle`));
  const loading = loadingTexts(locale);
  const args = { locale, loading, latinAllowed: Object.keys(LATIN_ALLOWED) };
  // "Loading…" may show while the page hydrates and fetches (seconds on the busy 2-core machine, where
  // scripts can run a while with the network idle); it must be gone once the page settled: 20 s at most.
  let findings = await inspectPage(page, args);
  for (let i = 0; i < 40 && findings.loading.length > 0; i++) {
    await page.waitForTimeout(500);
    findings = await inspectPage(page, args);
  }
  const status = response?.status() ?? 0;
  if (status >= 500) failures.push(`${url}: answered ${status}`);
  // A signed-in page that sends the walker to the sign-in page was not walked at all.
  if (visit.role !== "public" && /^(\/en)?\/login(\/|$)/.test(new URL(page.url()).pathname))
    failures.push(`${url} [${locale}, ${visit.state}]: signed out, sent to ${page.url()}`);
  const at = (width: number) => `${url} [${locale}, ${width} px, ${visit.state}]`;
  for (const text of findings.loading) failures.push(`${at(PHONE.width)} still loading: ${text}`);
  for (const text of findings.script)
    failures.push(`${at(PHONE.width)} ${locale === "ar" ? "Latin words on an Arabic page" : "Arabic on an English page"}: ${text}`);
  if (findings.overflow)
    failures.push(`${at(PHONE.width)} ${findings.overflow.scrollWidth}px wide in ${findings.overflow.clientWidth}px: ${findings.overflow.culprits.join("; ")}`);
  // The same page laid out again at the smallest width the layouts are made for (no reload).
  await page.setViewportSize(SMALL_PHONE);
  const small = await inspectPage(page, args);
  if (small.overflow)
    failures.push(`${at(SMALL_PHONE.width)} ${small.overflow.scrollWidth}px wide in ${small.overflow.clientWidth}px: ${small.overflow.culprits.join("; ")}`);
  for (const text of consoleErrors.filter((t) => !allowedConsoleError(t, visit))) failures.push(`${at(PHONE.width)} console error: ${text.slice(0, 300)}`);
  return failures;
}

test("every page route is in the walk", async ({ walker }) => {
  // The seeded ids are looked up through the API of a busy server (the sign-ins are the fixture's).
  test.setTimeout(360_000);
  const ids = await walker.ids();
  const unmapped = ROUTES.filter((route) => !visitsOf(route, ids)).map((route) => `add ${route} to the walk (e2e/support/route-walk.ts visitsOf)`);
  expect(unmapped).toEqual([]);
  expect(ROUTES.length, "page routes found under app/[locale]").toBeGreaterThan(50);
});

const BLOCKS: { portal: Portal; part?: [number, number] }[] = [
  { portal: "public" },
  // The customer's account has the most pages: two halves, so both workers share it.
  { portal: "account", part: [0, 2] },
  { portal: "account", part: [1, 2] },
  { portal: "vendor" },
  { portal: "admin" },
];

for (const { portal, part } of BLOCKS) {
  for (const locale of LOCALES) {
    test(`every ${portal} page${part ? ` (part ${part[0] + 1} of ${part[1]})` : ""} in ${locale === "ar" ? "Arabic" : "English"}: no overflow at 390 and 360 px, no console error, nothing still loading, no word in the other script`, async ({
      walker,
    }) => {
      const routes = ROUTES.filter((route) => portalOf(route) === portal).filter((_, i, all) => !part || Math.floor((i * part[1]) / all.length) === part[0]);
      // A page of the development server takes up to a minute on the busy 2-core machine (its first compile more).
      test.setTimeout(120_000 + routes.length * 60_000);
      const ids = await walker.ids();
      const visits = routes.flatMap((route) => visitsOf(route, ids) ?? []);
      const pages = new Map<Role, { page: Page; consoleErrors: string[] }>();
      const pageFor = async (role: Role) => {
        if (!pages.has(role)) {
          const page = await (await walker.context(role)).newPage();
          const consoleErrors: string[] = [];
          page.on("console", (msg) => {
            // The resource's address is kept with the message: a network error's text does not name it.
            if (msg.type() === "error") consoleErrors.push(`${msg.text()} @ ${msg.location().url}`);
          });
          page.on("pageerror", (error) => consoleErrors.push(`page error: ${error.message}`));
          pages.set(role, { page, consoleErrors });
        }
        return pages.get(role)!;
      };
      const started = Date.now();
      const failures: string[] = [];
      for (const visit of visits) {
        await walker.context(visit.role);
        const { page, consoleErrors } = await pageFor(visit.role);
        const began = Date.now();
        // One page that cannot be walked (a navigation error, a closed page) is a failure of its own; the walk goes on.
        const found = await walkOne(page, visit, locale, consoleErrors).catch((error: Error) => [
          `${localized(locale, visit.path)} [${locale}, ${visit.state}] could not be walked: ${error.message.split("\n")[0]}`,
        ]);
        // Printed as it goes, so a slow or stuck page is seen while the walk runs.
        console.log(`[walk] ${localized(locale, visit.path)} ${Date.now() - began} ms${found.map((f) => `\n  ${f}`).join("")}`);
        failures.push(...found);
      }
      for (const { page } of pages.values()) await page.close();
      const states = [...new Set(visits.map((v) => v.state))];
      const summary = `${routes.length} routes, ${visits.length} page loads (${states.join("; ")}) in ${Math.round((Date.now() - started) / 1000)} s`;
      test.info().annotations.push({ type: "walk", description: summary });
      console.log(`[walk] ${portal}${part ? ` ${part[0] + 1}/${part[1]}` : ""} ${locale}: ${summary}, ${failures.length} failures`);
      expect(failures, `${failures.length} failures:\n${failures.join("\n")}`).toEqual([]);
    });
  }
}
