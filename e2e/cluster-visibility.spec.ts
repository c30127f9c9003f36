import http from "node:http";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, apiLogin, randomClientIp } from "./support/accounts";

// The server runs as several processes (scripts/serve.mjs; playwright.config
// asks for two), each with its own caches of reference data and of search
// answers. A write committed through one process must show in every process
// on the next request after it commits (the spec allows 60 s), also while
// other requests keep the processes busy. Each request here goes on a new
// connection, which the cluster hands to the processes in turn, and the
// X-Served-By header names the process that answered.

const VENDOR_SLUG = "bright-clean";

type Answer = { status: number; process: string; body: { data?: unknown } };

/** GET on a connection of its own, as a different client each time. */
function freshGet(baseURL: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, baseURL), { agent: false, headers: { "accept-language": "en", "x-forwarded-for": randomClientIp() } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, process: String(res.headers["x-served-by"]), body: JSON.parse(text) }));
    });
    req.on("error", reject);
  });
}

/**
 * At least `count` fresh requests one after another, and more (up to 24) until
 * both processes have answered: with other clients connecting meanwhile, a
 * few connections in a row may all be handed to one process.
 */
async function everyProcess(baseURL: string, path: string, count = 8): Promise<{ answers: Answer[]; processes: Set<string> }> {
  const answers: Answer[] = [];
  const processes = new Set<string>();
  while (answers.length < count || (processes.size < 2 && answers.length < 24)) {
    const answer = await freshGet(baseURL, path);
    answers.push(answer);
    processes.add(answer.process);
  }
  return { answers, processes };
}

type Category = { id: string; name: string; slug: string };
type Card = { id: string; slug: string };
const categoryNames = (a: Answer) => (a.body.data as Category[]).map((c) => c.name);
const vendorSlugs = (a: Answer) => (a.body.data as Card[]).map((c) => c.slug);

test("a category renamed and a vendor suspended show in every server process on the next request, under load", async ({ request, baseURL }) => {
  // Other specs sign the Super Admin in just before: the login limit (5 a minute) may make apiLogin wait a minute.
  test.setTimeout(150_000);
  const base = baseURL!;
  const login = await apiLogin(request, "super@demo.kw", DEMO_PASSWORD);
  expect(login.status(), await login.text()).toBe(200);

  const vendor = await freshGet(base, `/api/v1/vendors/${VENDOR_SLUG}`);
  expect(vendor.status).toBe(200);
  const vendorId = (vendor.body.data as { id: string }).id;
  const categories = (await freshGet(base, "/api/v1/categories")).body.data as Category[];
  const category = categories.find((c) => c.slug === "cleaning") ?? categories[categories.length - 1];
  const searchPath = `/api/v1/search/vendors?q=${encodeURIComponent("Bright Clean")}`;

  // Both processes have the old answers cached.
  const warmCategories = await everyProcess(base, "/api/v1/categories");
  expect(warmCategories.processes.size).toBe(2);
  for (const a of warmCategories.answers) expect(categoryNames(a)).toContain(category.name);
  const warmSearch = await everyProcess(base, searchPath);
  expect(warmSearch.processes.size).toBe(2);
  for (const a of warmSearch.answers) expect(vendorSlugs(a)).toContain(VENDOR_SLUG);

  // Other clients keep both processes busy with the same reads the whole time.
  let loading = true;
  const load = Array.from({ length: 6 }, async (_, i) => {
    while (loading) await freshGet(base, i % 2 ? searchPath : "/api/v1/categories");
  });

  const renamed = `${category.name} ${Date.now().toString(36)}`;
  try {
    const rename = await request.patch(`/api/v1/admin/categories/${category.id}`, { data: { name_en: renamed } });
    expect(rename.status(), await rename.text()).toBe(200);
    const afterRename = await everyProcess(base, "/api/v1/categories");
    expect(afterRename.processes.size).toBe(2);
    for (const a of afterRename.answers) {
      expect(categoryNames(a)).toContain(renamed);
      expect(categoryNames(a)).not.toContain(category.name);
    }

    const suspend = await request.post(`/api/v1/admin/vendors/${vendorId}/suspend`, { data: { reason: "Checking every server process drops it at once" } });
    expect(suspend.status(), await suspend.text()).toBe(200);
    const afterSuspend = await everyProcess(base, searchPath);
    expect(afterSuspend.processes.size).toBe(2);
    for (const a of afterSuspend.answers) expect(vendorSlugs(a)).not.toContain(VENDOR_SLUG);
    const profiles = await everyProcess(base, `/api/v1/vendors/${VENDOR_SLUG}`, 4);
    expect(profiles.processes.size).toBe(2);
    for (const a of profiles.answers) expect(a.status).toBe(404);
  } finally {
    loading = false;
    await Promise.all(load);
    const reinstate = await request.post(`/api/v1/admin/vendors/${vendorId}/reinstate`, { data: { reason: "Check finished" } });
    const restore = await request.patch(`/api/v1/admin/categories/${category.id}`, { data: { name_en: category.name } });
    expect([reinstate.status(), restore.status()]).toEqual([200, 200]);
  }
});
