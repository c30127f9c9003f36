import { expect, test } from "@playwright/test";

// The server opens its port only when ready (scripts/serve.mjs, instrumentation.ts): whenever a client
// can connect, readiness is 200 and the very first search answer lists every demo vendor (no waiting
// for the index, unlike a server that said "ready" before loading it).

const DEMO_VENDORS = 36;

test("once the port answers, readiness is 200 and the first search lists every demo vendor", async ({ request }) => {
  const live = await request.get("/api/v1/health");
  expect(live.status()).toBe(200);
  const ready = await request.get("/api/v1/health/ready");
  expect(ready.status(), await ready.text()).toBe(200);
  expect((await ready.json()).data.checks).toMatchObject({ database: "ok", migrations: "ok", search_index: "ok", jobs: "ok" });
  const search = await request.get("/api/v1/search/vendors?per_page=1");
  expect(search.status()).toBe(200);
  expect((await search.json()).meta.pagination.total).toBeGreaterThanOrEqual(DEMO_VENDORS);
});
