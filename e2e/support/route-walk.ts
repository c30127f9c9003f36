import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { measureOverflow } from "./overflow";

// The class-wide route walk (e2e/every-page.spec.ts, docs/route-walk.md): every page route under
// app/[locale], read from the folder at test time, each dynamic segment filled from the seeded data
// through the API, visited as the role that may open it and checked for what any page must not show.

export type Portal = "public" | "account" | "vendor" | "admin";
/** Who opens the page: `reviewer` is a demo customer with completed bookings (the demo customer has none). */
export type Role = "public" | "customer" | "reviewer" | "vendor" | "admin";
export const ROLE_EMAIL: Record<Exclude<Role, "public">, string> = {
  customer: "customer@demo.kw",
  reviewer: "reem@demo.kw",
  vendor: "vendor@demo.kw",
  // Super Admin holds every permission, so every admin section opens (components/shell/area-nav.tsx).
  admin: "super@demo.kw",
};

/** One page load: `state` says which state of the page it shows (seeded entity, none seeded, no token, ...). */
export type Visit = { route: string; path: string; role: Role; state: string; notFound?: boolean };

const PAGES_DIR = path.resolve("app/[locale]");

/** Every page route under app/[locale] ("/", "/account/events/[id]", ...), sorted. */
export function pageRoutes(): string[] {
  return (readdirSync(PAGES_DIR, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "page.tsx" || file.endsWith("/page.tsx"))
    .map((file) => `/${file.slice(0, -"page.tsx".length)}`.replace(/\/$/, "") || "/")
    .sort();
}

export function portalOf(route: string): Portal {
  const first = route.split("/")[1];
  return first === "account" || first === "vendor" || first === "admin" ? first : "public";
}

/** A well-formed id no row has: the page's "not found" state, walked when the seed holds no such entity. */
export const UNKNOWN_ID = "00000000000000000000000000";

/** Seeded ids, looked up through the API as each role (undefined: the seed has none for that role). */
export type SeededIds = {
  categorySlug: string;
  vendorSlug: string;
  pageSlug: string;
  outboxKey: string;
  customer: { event?: string; rfq?: string; conversation?: string; order?: string; payment?: string; booking?: string };
  reviewer: { booking?: string };
  vendor: { rfq?: string; booking?: string; order?: string; conversation?: string; service?: string };
  admin: { user?: string; vendor?: string; rfq?: string; order?: string };
};

async function firstId(request: APIRequestContext, url: string, field = "id"): Promise<string | undefined> {
  const res = await request.get(url);
  if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${await res.text()}`);
  const data = (await res.json()).data as Record<string, string>[];
  return data[0]?.[field];
}

/** The seed's footer pages (prisma/seed/cms-pages.ts): the first slug there. */
function seededPageSlug(): string {
  const slug = /slug: "([\w-]+)"/.exec(readFileSync(path.resolve("prisma/seed/cms-pages.ts"), "utf8"))?.[1];
  if (!slug) throw new Error("no page slug in prisma/seed/cms-pages.ts");
  return slug;
}

export type RoleRequests = (role: Exclude<Role, "public">) => Promise<APIRequestContext>;

export async function lookUpSeededIds(publicRequest: APIRequestContext, as: RoleRequests, outboxKey: string): Promise<SeededIds> {
  const [customer, reviewer, vendor, admin] = await Promise.all([as("customer"), as("reviewer"), as("vendor"), as("admin")]);
  const listed = <T>(request: APIRequestContext, url: string) =>
    request.get(url).then(async (res) => {
      if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${await res.text()}`);
      return (await res.json()).data as T;
    });
  // The vendor's lists (bookings, conversations) answer in the session's vendor context, as the
  // vendor portal switches to it (components/conversations/side-gate.tsx): switched first.
  const demoVendor = await listed<{ id: string; slug: string }>(vendor, "/api/v1/vendors/me");
  const switched = await vendor.post("/api/v1/auth/context", { data: { context: `vendor:${demoVendor.id}` } });
  if (!switched.ok()) throw new Error(`POST /api/v1/auth/context: ${switched.status()} ${await switched.text()}`);
  // All at once: each answer takes seconds on the busy development server.
  const [categories, vendorSlug, customerConversations, c, r, v, a] = await Promise.all([
    listed<{ slug: string; children: { slug: string }[] }[]>(publicRequest, "/api/v1/categories"),
    firstId(publicRequest, "/api/v1/search/vendors?per_page=1", "slug"),
    listed<{ id: string; vendor: { slug: string } }[]>(customer, "/api/v1/conversations"),
    Promise.all(["/api/v1/events", "/api/v1/rfqs", "/api/v1/orders", "/api/v1/me/payments", "/api/v1/bookings"].map((url) => firstId(customer, url))),
    firstId(reviewer, "/api/v1/bookings"),
    Promise.all(
      ["/api/v1/vendor/rfqs", "/api/v1/bookings", "/api/v1/vendor/orders", "/api/v1/conversations", "/api/v1/vendors/me/services"].map((url) =>
        firstId(vendor, url),
      ),
    ),
    Promise.all(["/api/v1/admin/users", "/api/v1/admin/vendors", "/api/v1/admin/rfqs", "/api/v1/admin/orders"].map((url) => firstId(admin, url))),
  ]);
  return {
    categorySlug: categories.find((cat) => cat.children.length > 0)?.slug ?? categories[0].slug,
    vendorSlug: vendorSlug!,
    pageSlug: seededPageSlug(),
    outboxKey,
    customer: { event: c[0], rfq: c[1], conversation: customerConversations[0]?.id, order: c[2], payment: c[3], booking: c[4] },
    reviewer: { booking: r },
    vendor: {
      rfq: v[0],
      booking: v[1],
      order: v[2],
      // The demo customer's thread with the demo vendor is the vendor's thread too (prisma/seed/demo-conversation.ts).
      conversation: v[3] ?? customerConversations.find((conv) => conv.vendor.slug === demoVendor.slug)?.id,
      service: v[4],
    },
    admin: { user: a[0], vendor: a[1], rfq: a[2], order: a[3] },
  };
}

/** A seeded id, or the unknown id and the page's not-found state when the seed has none. */
function entity(route: string, role: Role, id: string | undefined, fill: (id: string) => string, what: string): Visit {
  return id
    ? { route, role, path: fill(id), state: `seeded ${what}` }
    : { route, role, path: fill(UNKNOWN_ID), state: `no ${what} seeded: not found`, notFound: true };
}

/** Pages whose link carries a one-time token: walked without it (the state a stale or cut link shows). */
const TOKEN_PAGES = new Set([
  "/reset-password",
  "/verify-email",
  "/confirm-email-change",
  "/revert-email-change",
  "/revert-phone-change",
  "/vendor/invitations/accept",
]);

/**
 * The visits of one route, or undefined when the walk does not know how to fill its dynamic
 * segments (the spec then fails with "add <route> to the walk").
 */
export function visitsOf(route: string, ids: SeededIds): Visit[] | undefined {
  const portal = portalOf(route);
  const role: Role = portal === "account" ? "customer" : portal === "public" ? "public" : portal;
  const page = (state: string, p = route): Visit[] => [{ route, role, path: p, state }];
  if (!route.includes("[")) {
    if (TOKEN_PAGES.has(route)) return page("no token");
    if (route === "/dev/outbox") return page("with the outbox key", `/dev/outbox?key=${encodeURIComponent(ids.outboxKey)}`);
    if (route === "/search") return page("a query", "/search?q=%D9%82%D8%A7%D8%B9%D8%A9");
    return page("page");
  }
  const c = ids.customer;
  const v = ids.vendor;
  const a = ids.admin;
  switch (route) {
    case "/[...rest]":
      return [{ route, role, path: "/no-such-page-for-the-route-walk", state: "unknown path: not found", notFound: true }];
    case "/categories/[slug]":
      return page("seeded category", `/categories/${ids.categorySlug}`);
    case "/vendors/[slug]":
      return page("seeded vendor", `/vendors/${ids.vendorSlug}`);
    case "/pages/[slug]":
      return page("seeded page", `/pages/${ids.pageSlug}`);
    case "/rsvp/[token]":
      // An unknown link answers 404 (the invitation page of no guest).
      return [{ route, role, path: "/rsvp/not-a-real-rsvp-token", state: "invalid token: not found", notFound: true }];
    case "/sandbox-pay/[id]":
      return [{ route, role: "customer", path: `/sandbox-pay/${UNKNOWN_ID}`, state: "unknown payment session", notFound: true }];
    case "/account/events/[id]":
    case "/account/events/[id]/budget":
    case "/account/events/[id]/checklist":
    case "/account/events/[id]/guests":
    case "/account/events/[id]/timeline":
      return [entity(route, role, c.event, (id) => route.replace("[id]", id), "event")];
    case "/account/rfqs/[id]":
      return [entity(route, role, c.rfq, (id) => `/account/rfqs/${id}`, "RFQ")];
    case "/account/messages/[id]":
      return [entity(route, role, c.conversation, (id) => `/account/messages/${id}`, "conversation")];
    case "/account/orders/[id]":
    case "/account/orders/[id]/review":
      return [entity(route, role, c.order, (id) => route.replace("[id]", id), "order")];
    case "/account/payments/[id]":
      return [entity(route, role, c.payment, (id) => `/account/payments/${id}`, "payment")];
    case "/account/bookings/[id]":
    case "/account/bookings/[id]/review":
      // The demo customer has no booking in the seed; the demo reviewers have completed ones (prisma/seed/demo-reviews.ts).
      return c.booking
        ? [entity(route, role, c.booking, (id) => route.replace("[id]", id), "booking")]
        : [entity(route, "reviewer", ids.reviewer.booking, (id) => route.replace("[id]", id), "completed booking")];
    case "/vendor/rfqs/[id]":
      return [entity(route, role, v.rfq, (id) => `/vendor/rfqs/${id}`, "RFQ")];
    case "/vendor/bookings/[id]":
      return [entity(route, role, v.booking, (id) => `/vendor/bookings/${id}`, "booking")];
    case "/vendor/orders/[id]":
      return [entity(route, role, v.order, (id) => `/vendor/orders/${id}`, "order")];
    case "/vendor/messages/[id]":
      return [entity(route, role, v.conversation, (id) => `/vendor/messages/${id}`, "conversation")];
    case "/vendor/services/[serviceId]":
      return [entity(route, role, v.service, (id) => `/vendor/services/${id}`, "service")];
    case "/admin/users/[userId]":
      return [entity(route, role, a.user, (id) => `/admin/users/${id}`, "user")];
    case "/admin/vendors/[vendorId]":
      return [entity(route, role, a.vendor, (id) => `/admin/vendors/${id}`, "vendor")];
    case "/admin/rfqs/[id]":
      return [entity(route, role, a.rfq, (id) => `/admin/rfqs/${id}`, "RFQ")];
    case "/admin/orders/[id]":
      return [entity(route, role, a.order, (id) => `/admin/orders/${id}`, "order")];
    default:
      return undefined;
  }
}

/** The locale's own URL of a path: Arabic without a prefix, English under /en. */
export function localized(locale: "ar" | "en", p: string): string {
  return locale === "ar" ? p : p === "/" ? "/en" : `/en${p}`;
}

/** The texts of every `loading` message of a locale (messages/<locale>.json), e.g. "Loading…", "جارٍ التحميل…". */
export function loadingTexts(locale: "ar" | "en"): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, key: string) => {
    if (typeof node === "string") {
      if (/^loading/i.test(key)) found.add(node.replace(/\{[^}]*\}/g, "").trim());
    } else if (node && typeof node === "object") for (const [k, child] of Object.entries(node)) walk(child, k);
  };
  walk(JSON.parse(readFileSync(path.resolve(`messages/${locale}.json`), "utf8")), "");
  return [...found].filter((t) => t.length > 2);
}

/**
 * Words written in Latin letters that an Arabic page may show outside a marked name or code, each
 * with its reason. Currency is not here: "KWD" must read "د.ك." on an Arabic page.
 */
export const LATIN_ALLOWED: Record<string, string> = {
  WhatsApp: "a product name, written so in Arabic too",
  iCal: "a file format's name (calendar feeds)",
  API: "the technical term the developers' page and webhooks use",
  // The web's own terms, as the webhook forms and the developers' page name them to the developer who sets them up.
  URL: "the web address's technical name",
  HTTPS: "the protocol's name",
  POST: "the HTTP method's name",
  IBAN: "the bank's own code name, printed so on Kuwaiti bank statements",
  OTP: "the code's name as SMS senders print it",
  PDF: "a file format's name",
  CSV: "a file format's name",
  KNET: "Kuwait's payment network, a brand written in Latin letters",
  // File formats the person picks a file by: the name the file's extension and their device show.
  ...Object.fromEntries(["JPEG", "JPG", "PNG", "WebP", "JSON", "XLSX"].map((format) => [format, "a file format's name, as the file picker shows it"])),
  // Products the person opens or signs in with, named as their own screens name them.
  ...Object.fromEntries(
    ["Google", "Apple", "Microsoft", "Authenticator", "Outlook", "Excel", "iOS", "Android", "CAPTCHA", "Cloudflare", "Turnstile"].map((product) => [
      product,
      "a product's own name, as its app shows it",
    ]),
  ),
};

export type PageFindings = { overflow?: { scrollWidth: number; clientWidth: number; culprits: string[] }; loading: string[]; script: string[] };

/**
 * Checks the page: its width against the window's (measureOverflow, e2e/support/overflow.ts),
 * visible texts still saying they load, and visible words in the other language's script outside
 * marked names and codes. The marking convention (docs/route-walk.md): `bdi`, `[translate="no"]`,
 * `code`, `kbd`, `samp`, `[data-name]`, an element whose `lang` differs from the page's, and form
 * values (never read); URLs and email addresses are codes wherever they stand.
 */
export async function inspectPage(page: Page, args: { locale: "ar" | "en"; loading: string[]; latinAllowed: string[] }): Promise<PageFindings> {
  const width = await measureOverflow(page);
  const overflow = width.scrollWidth > width.clientWidth ? width : undefined;
  const words = await page.evaluate(async ({ locale, loading, latinAllowed }) => {
    await document.fonts.ready;
    const describe = (el: Element) => {
      const testId = el.getAttribute("data-testid");
      const cls = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}` : "";
      return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : cls}`;
    };
    const where = (el: Element) =>
      [el.parentElement?.parentElement, el.parentElement, el]
        .filter((e): e is Element => !!e && e !== document.body)
        .map(describe)
        .join(" > ");
    const pageLang = document.documentElement.lang || locale;
    const MARKED = 'bdi, [translate="no"], code, kbd, samp, [data-name], [data-user-text], script, style, noscript, template, svg';
    const exempt = (el: Element) => !!el.closest(MARKED) || (el.closest("[lang]")?.getAttribute("lang") ?? pageLang).split("-")[0] !== pageLang.split("-")[0];
    const shown = (el: Element) => {
      if (el instanceof HTMLOptionElement) return !!el.parentElement?.closest("select")?.checkVisibility();
      return el.checkVisibility({ visibilityProperty: true });
    };
    const texts: { text: string; el: Element }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      // A textarea's text is its value (what the person or the saved record wrote), never read.
      if (!el || !text || el instanceof HTMLTextAreaElement || exempt(el) || !shown(el)) continue;
      texts.push({ text, el });
    }
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[placeholder], textarea[placeholder]"))) {
      if (el.placeholder && el.getAttribute("dir") !== "ltr" && !exempt(el) && shown(el)) texts.push({ text: el.placeholder, el });
    }

    const stillLoading = texts.filter(({ text }) => loading.some((l) => text.includes(l))).map(({ text, el }) => `"${text.slice(0, 60)}" in ${where(el)}`);

    const allowed = new Set(latinAllowed.map((w) => w.toLowerCase()));
    const codes = /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b|\b(https?:\/\/|www\.)\S*|\b[\w-]+(\.[\w-]+)*\.(com|kw|net|org|io|json|ts)\b(\/\S*)?/gi;
    const script: string[] = [];
    const seen = new Set<string>();
    for (const { text, el } of texts) {
      // A run between an isolate (LRI, RLI or FSI) and PDI is a value isolated inside a sentence: a name or
      // amount in a notification (server/notifications/params.ts), an example code in a hint (messages/*.json).
      const bare = text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, " ").replace(codes, " ");
      const words =
        locale === "ar"
          ? (bare.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()))
          : (bare.match(/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/g) ?? []);
      if (words.length === 0) continue;
      const line = `"${text.slice(0, 80)}" (${[...new Set(words)].slice(0, 4).join(", ")}) in ${where(el)}`;
      if (seen.has(line)) continue;
      seen.add(line);
      script.push(line);
      if (script.length >= 12) break;
    }
    return { loading: stillLoading.slice(0, 8), script };
  }, args);
  return { overflow, ...words };
}
