import { expect, test } from "@playwright/test";
import en from "../messages/en.json" with { type: "json" };
import { apiLogin, DEMO_PASSWORD } from "./support/accounts";

test.describe("categories and the API over HTTP", () => {
  test("the home page lists the 13 categories in each language and opens a category page", async ({ page }) => {
    await page.goto("/");
    const grid = page.getByTestId("category-grid");
    await expect(grid.locator(":scope > li")).toHaveCount(13);
    await expect(grid.getByRole("link", { name: "التصوير الفوتوغرافي" })).toBeVisible();

    await page.goto("/en");
    await grid.getByRole("link", { name: /^Catering/ }).click();
    await expect(page).toHaveURL(/\/en\/categories\/catering$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Catering/);
    await expect(page.getByRole("heading", { name: en.category.subcategories })).toBeVisible();
  });

  test("a subcategory page has a breadcrumb to its parent and subcategory links with vendor counts", async ({ page, request }) => {
    const categories = (await (await request.get("/api/v1/categories", { headers: { "accept-language": "en" } })).json()).data as {
      slug: string;
      name_en: string;
      children: { slug: string; name_en: string }[];
    }[];
    const parent = categories.find((c) => c.children.length > 0)!;
    await page.goto(`/en/categories/${parent.slug}`);
    const chips = page.getByTestId("subcategory-chips");
    await expect(chips.getByRole("link")).toHaveCount(parent.children.length);
    await expect(chips.getByRole("link").first()).toHaveAttribute("data-count", /^\d+$/);
    await chips.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/en/categories/${parent.children[0].slug}$`));
    const crumbs = page.getByTestId("breadcrumb");
    await expect(crumbs.getByRole("listitem")).toHaveText([en.category.home, parent.name_en, parent.children[0].name_en]);
    await crumbs.getByRole("link", { name: parent.name_en }).click();
    await expect(page).toHaveURL(new RegExp(`/en/categories/${parent.slug}$`));
  });

  test("an empty subcategory says it has no vendors yet and links back to its parent and to all categories", async ({ page, request }) => {
    // Every seeded subcategory has vendors, so a Super Admin adds a new one (as the admin would) and a visitor opens it.
    const login = await apiLogin(request, "super@demo.kw", DEMO_PASSWORD, { platform: "ios" });
    expect(login.status(), await login.text()).toBe(200);
    const asAdmin = { Authorization: `Bearer ${(await login.json()).data.token.access_token}` };
    const categories = (await (await request.get("/api/v1/categories", { headers: { "accept-language": "en" } })).json()).data as {
      id: string;
      slug: string;
      name_en: string;
    }[];
    const parent = categories.find((c) => c.slug === "photography")!;
    const slug = `drone-shots-${Date.now()}`;
    const created = await request.post("/api/v1/admin/categories", {
      headers: asAdmin,
      data: { slug, name_ar: "تصوير بالطائرات المسيّرة", name_en: "Drone Shots", icon: "camera", sort_order: 9000, parent_id: parent.id },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/en/categories/${slug}`);
    const notice = page.getByTestId("category-empty");
    await expect(notice.getByRole("heading")).toHaveText(en.category.emptyTitle.replace("{category}", "Drone Shots"));
    await expect(page.getByText(en.search.emptyText)).toHaveCount(0);
    // Nothing to filter or sort in a category without vendors.
    await expect(page.getByTestId("search-filters")).toHaveCount(0);
    await expect(page.getByLabel(en.search.sortLabel)).toHaveCount(0);
    await expect(notice.getByRole("link", { name: en.category.allCategories })).toHaveAttribute("href", "/en#categories");
    await notice.getByRole("link", { name: en.category.backToParent.replace("{parent}", parent.name_en) }).click();
    await expect(page).toHaveURL(new RegExp(`/en/categories/${parent.slug}$`));
  });

  test("GET /api/v1/categories answers the envelope with request id, rate-limit headers and gzip", async ({ request }) => {
    const res = await request.get("/api/v1/categories", { headers: { "accept-language": "en", "accept-encoding": "gzip" } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["x-ratelimit-limit"]).toBe("60");
    expect(Number(headers["x-ratelimit-remaining"])).toBeLessThan(60);
    const body = await res.json();
    expect(body.data).toHaveLength(13);
    expect(body.data[0].name).toBe(body.data[0].name_en);
    expect(headers["x-request-id"]).toBe(body.meta.request_id);
  });

  test("unknown API paths answer a JSON 404 and the OpenAPI document is served", async ({ request }) => {
    const missing = await request.get("/api/v1/does-not-exist");
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.code).toBe("NOT_FOUND");
    const doc = (await (await request.get("/api/v1/openapi.json")).json()) as { openapi: string; tags: { name: string; description: string }[] };
    expect(doc.openapi).toBe("3.1.0");
    // The tags' texts come from the build's compiled catalogues (server/core/i18n.ts): whole, nothing left unformatted.
    expect(doc.tags.find((tag) => tag.name === "Bookings")?.description).toBe(en.developers.groups.Bookings.text);
    expect(doc.tags.filter((tag) => /<\/?[a-z]+>|\{\w+\}/.test(tag.description))).toEqual([]);
  });

  test("the API reference page lists the operations", async ({ page }) => {
    await page.goto("/en/developers/api");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.developers.title);
    // Endpoints are collapsed (e2e/developers.spec.ts): the line shows the path, the body the full URL.
    const endpoint = page.locator("details.dev-op", { has: page.locator(".dev-op__path", { hasText: /^\/categories\/\{slug\}$/ }) });
    await endpoint.locator("summary").click();
    await expect(endpoint.getByText("GET /api/v1/categories/{slug}")).toBeVisible();
  });
});
