import { expect, test, type APIRequestContext } from "@playwright/test";
import { measureOverflow } from "./support/overflow";

// No public page may be wider than the window: a page wider than a phone opens
// on an empty strip in Arabic (the document starts at its right edge) and
// slides sideways under the thumb. Checked at a phone and a laptop size, in
// both languages, over every public page; the pages' slugs come from the
// seeded data through the API. 360 and 1440 px are the ends of the range the
// layouts are made for.

const VIEWPORTS = [
  { name: "small phone", width: 360, height: 740 },
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
  { name: "wide desktop", width: 1440, height: 900 },
] as const;
const LOCALES = [
  { name: "ar", prefix: "" },
  { name: "en", prefix: "/en" },
] as const;

// A client of its own (the server trusts one proxy: the test runner's X-Forwarded-For), so the API's
// per-IP limits other specs used up do not answer these look-ups with 429.
const clientIp = `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
test.use({ extraHTTPHeaders: { "x-forwarded-for": clientIp } });

type Category = { slug: string; name_en: string; children: { slug: string }[] };

/** The pages, looked up once per worker (the tests would otherwise spend the API's per-client limits). */
let pathsOnce: Promise<string[]> | undefined;
function publicPaths(request: APIRequestContext): Promise<string[]> {
  pathsOnce ??= lookUpPublicPaths(request).catch((e) => {
    pathsOnce = undefined;
    throw e;
  });
  return pathsOnce;
}

async function lookUpPublicPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/v1/categories");
  expect(response.ok(), `GET /api/v1/categories: ${response.status()}`).toBe(true);
  const categories = ((await response.json()) as { data: Category[] }).data;
  const parent = categories.find((c) => c.children.length > 0);
  expect(parent, "a seeded category with subcategories").toBeTruthy();
  const search = await request.get("/api/v1/search/vendors?per_page=1");
  expect(search.ok(), `GET /api/v1/search/vendors: ${search.status()}`).toBe(true);
  const vendors = ((await search.json()) as { data: { slug: string }[] }).data;
  expect(vendors.length, "a seeded vendor").toBeGreaterThan(0);
  return [
    "/",
    "/search",
    `/search?q=${encodeURIComponent(parent!.name_en.split(" ")[0])}`,
    `/categories/${parent!.slug}`,
    `/categories/${parent!.children[0].slug}`,
    `/vendors/${vendors[0].slug}`,
    "/login",
    "/register",
    "/forgot-password",
    "/pages/about",
    "/developers/api",
    "/no-such-page-for-overflow-check",
  ];
}

for (const locale of LOCALES) {
  test(`no public page is wider than the window at ${VIEWPORTS.map((v) => v.width).join(", ")} px: ${locale.name}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const path of await publicPaths(request)) {
      const url = `${locale.prefix}${path === "/" && locale.prefix ? "" : path}`;
      // One load per page, then every width: the page is laid out again on each resize, as a browser window would be.
      await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
      await page.goto(url || "/");
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const { innerWidth, scrollWidth, culprits } = await measureOverflow(page);
        expect
          .soft(
            scrollWidth,
            `${url} is ${scrollWidth}px wide in a ${innerWidth}px window (${viewport.name}); sticking out: ${culprits.join("; ") || "(none found)"}`,
          )
          .toBeLessThanOrEqual(innerWidth);
      }
    }
  });
}
