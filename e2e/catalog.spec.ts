import { expect, test } from "@playwright/test";
import en from "../messages/en.json" with { type: "json" };

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
    const doc = await request.get("/api/v1/openapi.json");
    expect((await doc.json()).openapi).toBe("3.1.0");
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
