import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth, signedIn, tag } from "@/server/test/identity";
import { planByCode, vendorOnFree } from "@/server/test/subscriptions";

// Plans created here live in Qatar/Bahrain/Oman so the seeded Kuwait list that
// the other tests here read never changes.

let finance: { id: string; token: string };
beforeAll(async () => {
  finance = await signedIn({ roles: ["admin_finance"] });
});

const code = () => `test-${tag()}`;
const validPlan = (overrides: Record<string, unknown> = {}) => ({
  code: code(),
  name_ar: "باقة الاختبار",
  name_en: "Test plan",
  price_monthly: "12.500",
  rfq_receive_limit: 30,
  quotation_quota: null,
  team_size: 4,
  analytics_depth: "standard",
  featured_eligible: true,
  featured_weight: 1,
  sort_order: 5,
  country_code: "QA",
  ...overrides,
});

const create = (token: string, body: unknown) => call("/admin/plans", { method: "POST", headers: auth(token), body });
const patch = (token: string, planId: string, body: unknown) => call(`/admin/plans/${planId}`, { method: "PATCH", headers: auth(token), body });
const remove = (token: string, planId: string) => call(`/admin/plans/${planId}`, { method: "DELETE", headers: auth(token) });
const audits = (planId: string) => db.auditLog.findMany({ where: { entityType: "plan", entityId: planId }, orderBy: { createdAt: "asc" } });

describe("GET /plans (public)", () => {
  it("lists the active plans of the country in sort order, without admin fields; inactive plans are hidden", async () => {
    const first = await create(finance.token, validPlan({ country_code: "BH", sort_order: 2, price_monthly: "5.000" }));
    const second = await create(finance.token, validPlan({ country_code: "BH", sort_order: 1, price_monthly: "9.000" }));
    const hidden = await create(finance.token, validPlan({ country_code: "BH", sort_order: 0 }));
    expect(await patch(finance.token, hidden.json.data.id, { active: false }).then((r) => r.status)).toBe(200);

    const res = await call("/plans", { query: { country: "bh" }, headers: { "accept-language": "ar" } });
    expect(res.status).toBe(200);
    const ids = res.json.data.map((p: { id: string }) => p.id);
    expect(ids.indexOf(second.json.data.id)).toBeLessThan(ids.indexOf(first.json.data.id));
    expect(ids).not.toContain(hidden.json.data.id);
    const plan = res.json.data.find((p: { id: string }) => p.id === first.json.data.id);
    expect(plan).toMatchObject({ name: "باقة الاختبار", price_monthly: { amount: "5.000", currency: "KWD" }, rfq_receive_limit: 30, quotation_quota: null });
    expect(plan).not.toHaveProperty("active");
    expect(plan).not.toHaveProperty("featured_weight");
  });
});

describe("admin plans", () => {
  it("needs plan.manage: anonymous 401, a customer or a Support admin 403", async () => {
    expect((await call("/admin/plans")).status).toBe(401);
    const customer = await signedIn();
    expect((await call("/admin/plans", { headers: auth(customer.token) })).json.error.code).toBe("FORBIDDEN");
    const support = await signedIn({ roles: ["admin_support"] });
    expect((await create(support.token, validPlan())).status).toBe(403);
  });

  it("creates a plan (201, Location, audited) and lists it with inactive ones", async () => {
    const body = validPlan();
    const res = await create(finance.token, body);
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toBe(`/api/v1/admin/plans/${res.json.data.id}`);
    expect(res.json.data).toMatchObject({
      code: body.code,
      name: "Test plan",
      price_monthly: { amount: "12.500", currency: "KWD" },
      rfq_receive_limit: 30,
      quotation_quota: null,
      team_size: 4,
      analytics_depth: "standard",
      featured_eligible: true,
      featured_weight: 1,
      sort_order: 5,
      country_code: "QA",
      active: true,
      subscriptions: 0,
    });
    const [audit] = await audits(res.json.data.id);
    expect(audit).toMatchObject({ action: "plan.created", actorType: "admin", actorId: finance.id });

    await patch(finance.token, res.json.data.id, { active: false });
    const list = await call("/admin/plans", { headers: auth(finance.token), query: { country: "QA" } });
    expect(list.status).toBe(200);
    expect(list.json.data.find((p: { id: string }) => p.id === res.json.data.id)).toMatchObject({ active: false });
    const all = await call("/admin/plans", { headers: auth(finance.token) });
    expect(all.json.data.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(["free", "basic", "professional", "enterprise", body.code]));
  });

  it("rejects invalid plans with 422 and field details", async () => {
    const res = await create(
      finance.token,
      validPlan({ code: "Bad Code", price_monthly: "12.5", team_size: 0, rfq_receive_limit: -1, analytics_depth: "deep", country_code: "QAT" }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.details).sort()).toEqual(["analytics_depth", "code", "country_code", "price_monthly", "rfq_receive_limit", "team_size"]);
    expect((await create(finance.token, validPlan({ price_monthly: "-1.000" }))).status).toBe(422);
    expect((await create(finance.token, validPlan({ price_monthly: 12.5 }))).status).toBe(422);
    const missing = await create(finance.token, { code: code(), name_ar: "س", name_en: "x" });
    expect(Object.keys(missing.json.error.details)).toEqual(
      expect.arrayContaining(["price_monthly", "team_size", "rfq_receive_limit", "quotation_quota", "analytics_depth"]),
    );
    const unknownCountry = await create(finance.token, validPlan({ country_code: "ZZ" }));
    expect(unknownCountry.json.error.details).toEqual({ country_code: ["Unknown country code."] });
  });

  it("refuses a duplicate code with 409", async () => {
    const body = validPlan();
    expect((await create(finance.token, body)).status).toBe(201);
    const again = await create(finance.token, { ...body, name_en: "Other" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("CONFLICT");
  });

  it("PATCH changes fields and audits the diff; the code cannot change; an empty patch is 422", async () => {
    const { json } = await create(finance.token, validPlan());
    const id = json.data.id;
    const res = await patch(finance.token, id, { price_monthly: "14.000", quotation_quota: 40, reason: "Price review 2026" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ price_monthly: { amount: "14.000" }, quotation_quota: 40 });
    const updated = (await audits(id)).find((a) => a.action === "plan.updated");
    expect(updated).toMatchObject({ reason: "Price review 2026", diff: { price_monthly: ["12.500", "14.000"], quotation_quota: [null, 40] } });

    expect((await patch(finance.token, id, { code: "renamed" })).status).toBe(422);
    expect((await patch(finance.token, id, {})).status).toBe(422);
    expect((await patch(finance.token, id, { team_size: 0 })).status).toBe(422);
    expect((await patch(finance.token, "01HZZZZZZZZZZZZZZZZZZZZZZZ", { team_size: 2 })).status).toBe(404);
  });

  it("the Free plan cannot be deactivated or deleted (409) and stays free (422)", async () => {
    const free = await planByCode("free");
    const deactivate = await patch(finance.token, free.id, { active: false });
    expect(deactivate.status).toBe(409);
    const del = await remove(finance.token, free.id);
    expect(del.status).toBe(409);
    expect(del.json.error.code).toBe("CONFLICT");
    expect((await patch(finance.token, free.id, { price_monthly: "1.000" })).status).toBe(422);
    expect(await db.plan.findUniqueOrThrow({ where: { id: free.id } })).toMatchObject({ active: true });
    expect((await audits(free.id)).length).toBe(0);
  });

  it("DELETE removes a plan nobody subscribed to", async () => {
    const { json } = await create(finance.token, validPlan({ country_code: "OM" }));
    const res = await remove(finance.token, json.data.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: json.data.id, outcome: "deleted" });
    expect(await db.plan.findUnique({ where: { id: json.data.id } })).toBeNull();
    expect((await audits(json.data.id)).map((a) => a.action)).toEqual(["plan.created", "plan.deleted"]);
    expect((await remove(finance.token, json.data.id)).status).toBe(404);
  });

  it("DELETE only deactivates a plan that subscriptions reference; it is then no longer offered", async () => {
    const { json } = await create(finance.token, validPlan({ country_code: "OM" }));
    const { owner } = await vendorOnFree();
    const sub = await call("/subscriptions", {
      method: "POST",
      headers: { ...auth(owner.token), "idempotency-key": randomUUID() },
      body: { plan_id: json.data.id },
    });
    expect(sub.status).toBe(201);

    const res = await remove(finance.token, json.data.id);
    expect(res.json.data).toEqual({ id: json.data.id, outcome: "deactivated" });
    expect(await db.plan.findUniqueOrThrow({ where: { id: json.data.id } })).toMatchObject({ active: false });
    expect((await audits(json.data.id)).map((a) => a.action)).toContain("plan.deactivated");
    const publicList = await call("/plans", { query: { country: "OM" } });
    expect(publicList.json.data.map((p: { id: string }) => p.id)).not.toContain(json.data.id);

    const { owner: other } = await vendorOnFree();
    const refused = await call("/subscriptions", {
      method: "POST",
      headers: { ...auth(other.token), "idempotency-key": randomUUID() },
      body: { plan_id: json.data.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.details).toEqual({ plan_id: ["This plan does not exist or is no longer offered."] });
  });
});
