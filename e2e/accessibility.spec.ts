import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, apiLogin, randomClientIp } from "./support/accounts";
import { json } from "./support/pages";

// axe-core over the public pages, the three signed-in homes and the main forms, in Arabic (`/...`)
// and English (`/en/...`): no violation of any impact under WCAG 2.1 A and AA and axe's best
// practices. One page load per state; each role signs in once per worker. It only reads: the
// quote editor opens on an RFQ the demo vendor can already answer (the seed's, or one a journey
// left), and the RFQ and vendor-application forms are looked at, never sent. It runs in the "route-walk"
// project, after the journeys that reset the demo accounts' passwords (playwright.config.ts).

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const VENDOR_SLUG = "al-raya-hall"; // vendor@demo.kw's vendor
const LOCALES = ["ar", "en"] as const;
type Role = "public" | "customer" | "vendor" | "admin";
const ROLE_EMAIL: Record<Exclude<Role, "public">, string> = { customer: "customer@demo.kw", vendor: "vendor@demo.kw", admin: "super@demo.kw" };

/** What a state needs before it is checked: its path (without the locale prefix) and, when clicked open, the control. */
type Opened = { path: string; open?: (page: Page) => Promise<void> };
type State = { name: string; role: Role; ready: string; open: (request: APIRequestContext) => Promise<Opened> };

const at = (path: string) => async (): Promise<Opened> => ({ path });

type InboxRow = { id: string; status: string; recipient_status: string; my_quote: { status: string } | null };
const OPEN_RFQ = ["pending", "quoted", "negotiating"];
const REVISABLE = ["submitted", "counter_received", "expired"];

/**
 * An RFQ whose quote editor the demo vendor can open without changing anything another spec reads:
 * one it opened and has not quoted (the editor shows at once), else one it quoted that may still be
 * revised (the editor opens with "Revise"), else one it has not opened yet (opening marks it viewed).
 */
async function answerableRfq(vendor: APIRequestContext): Promise<Opened> {
  const me = await json<{ id: string }>(vendor.get("/api/v1/vendors/me"));
  // The inbox answers in the session's vendor context, as the vendor portal switches to it.
  expect((await vendor.post("/api/v1/auth/context", { data: { context: `vendor:${me.id}` } })).status()).toBe(200);
  const inbox = (filter: string) => json<InboxRow[]>(vendor.get(`/api/v1/vendor/rfqs?status=${filter}&per_page=50`));
  const [viewed, quoted, fresh] = await Promise.all([inbox("viewed"), inbox("quoted"), inbox("new")]);
  const unquoted = viewed.find((r) => OPEN_RFQ.includes(r.status) && !r.my_quote);
  if (unquoted) return { path: `/vendor/rfqs/${unquoted.id}` };
  const revisable = quoted.find((r) => OPEN_RFQ.includes(r.status) && REVISABLE.includes(r.my_quote?.status ?? ""));
  if (revisable) return { path: `/vendor/rfqs/${revisable.id}`, open: (page) => page.getByTestId("revise").click() };
  const unopened = fresh.find((r) => OPEN_RFQ.includes(r.status));
  expect(unopened, "an open RFQ the demo vendor can quote or revise (the seed has one: prisma/seed/demo-rfqs.ts)").toBeDefined();
  return { path: `/vendor/rfqs/${unopened!.id}` };
}

const STATES: State[] = [
  { name: "home", role: "public", ready: "main h1", open: at("/") },
  { name: "search", role: "public", ready: '[data-testid="result-count"]', open: at("/search?q=hall") },
  { name: "category", role: "public", ready: '[data-testid="breadcrumb"]', open: at("/categories/venues") },
  { name: "vendor profile", role: "public", ready: '[data-testid="quote-card"]', open: at(`/vendors/${VENDOR_SLUG}`) },
  { name: "sign-in", role: "public", ready: '[data-testid="login-form"]', open: at("/login") },
  { name: "register", role: "public", ready: "main form", open: at("/register") },
  { name: "customer account home", role: "customer", ready: '[data-testid="account-overview"]', open: at("/account") },
  { name: "new event", role: "customer", ready: '[data-testid="event-form"]', open: at("/account/events/new") },
  {
    name: "new RFQ towards a vendor",
    role: "customer",
    ready: '[data-testid="picked-vendor"]',
    open: async (request) => ({
      path: `/account/rfqs/new?vendor=${(await json<{ id: string }>(request.get(`/api/v1/vendors/${VENDOR_SLUG}`))).id}`,
      // With more than one event (the journeys add some) the wizard first asks which: the first is chosen, and the
      // form under it, with the picked vendor, is what is checked.
      open: async (page) => {
        const event = page.getByTestId("rfq-wizard").getByRole("combobox").first();
        await expect(page.getByTestId("rfq-wizard")).toBeVisible();
        if ((await event.count()) > 0 && (await event.inputValue()) === "") await event.selectOption({ index: 1 });
      },
    }),
  },
  // The demo customer has a verified phone and no vendor: the application wizard's first step.
  { name: "vendor apply", role: "customer", ready: '[data-testid="apply-wizard"]', open: at("/vendor/apply") },
  { name: "vendor home", role: "vendor", ready: '[data-testid="vendor-todo"]', open: at("/vendor") },
  { name: "quote editor", role: "vendor", ready: '[data-testid="quote-editor"]', open: answerableRfq },
  { name: "admin home", role: "admin", ready: '[data-testid="admin-home"]', open: at("/admin") },
];

/** One line per failing element: what to fix, and where. */
function describe(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} [${v.impact ?? "?"}] ${v.help} (${v.helpUrl.split("?")[0]}) at ${node.target.join(" >> ")}`));
}

/** One browser context per role per worker, signed in once. */
const test = base.extend<object, { as: (role: Role) => Promise<BrowserContext> }>({
  as: [
    async ({ browser }, use, workerInfo) => {
      // A worker fixture's contexts get none of the project's `use` options: the base URL and our Origin are given here.
      const baseURL = workerInfo.project.use.baseURL!;
      const contexts = new Map<Role, Promise<BrowserContext>>();
      const open = async (role: Role) => {
        const context = await browser.newContext({
          baseURL,
          viewport: workerInfo.project.use.viewport ?? undefined,
          extraHTTPHeaders: { "x-forwarded-for": randomClientIp(), Origin: new URL(baseURL).origin },
        });
        if (role !== "public") {
          const login = await apiLogin(context.request, ROLE_EMAIL[role], DEMO_PASSWORD);
          expect(login.status(), `${ROLE_EMAIL[role]} signs in: ${await login.text()}`).toBe(200);
        }
        return context;
      };
      await use((role) => {
        if (!contexts.has(role)) contexts.set(role, open(role));
        return contexts.get(role)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    // Sign-ins wait out the per-account limit when other specs signed the same demo account in moments ago.
    { scope: "worker", timeout: 240_000 },
  ],
});

for (const locale of LOCALES) {
  for (const state of STATES) {
    test(`${locale}: ${state.name} has no accessibility violation (axe, WCAG 2.1 AA and best practices)`, async ({ as }) => {
      test.setTimeout(120_000);
      const context = await as(state.role);
      // Looked up for each test, just before the load: the journeys running meanwhile may close the RFQ a test before used.
      const { path, open } = await state.open(context.request);
      const url = `${locale === "en" ? "/en" : ""}${path === "/" && locale === "en" ? "" : path}`;
      const page = await context.newPage();
      try {
        await page.goto(url);
        await open?.(page);
        await expect(page.locator(state.ready).first()).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        // Whatever the page still fetches (counts, menus) is in place before it is checked.
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const found = describe(results.violations);
        expect(found, `${found.length} accessibility violations on ${url} (${state.name}, ${locale}):\n${found.join("\n")}`).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
}
