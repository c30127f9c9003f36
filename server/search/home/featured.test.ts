import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { VendorStatus } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import { jobs } from "@/server/jobs/definitions";
import { call } from "@/server/test/http";
import { auth, registerUser, signedIn, tag } from "@/server/test/identity";
import { drawSlots, ensureFeaturedRotation, featuredCandidates, featuredVendorIdsNow, featuredVendorIdsOfCategory, periodStartOf } from "./featured";

// Every test draws periods of its own (its own dates), so vendors other tests
// add to the marketplace never change what it asserts.

type PlanCode = "free" | "basic" | "professional" | "enterprise";

async function freshCategory(opts: { id?: string; status?: "active" | "inactive" } = {}) {
  const id = opts.id ?? newId();
  await db.category.create({
    data: { id, slug: `fc-${tag()}`, nameAr: "فئة مميزة", nameEn: "Featured test", icon: "star", status: opts.status ?? "active", createdAt: now() },
  });
  return id;
}

/** A vendor created directly: primary category first, on `plan` through an active subscription. */
async function vendorIn(
  primaryCategoryId: string,
  plan: PlanCode,
  opts: { id?: string; status?: VendorStatus; published?: boolean; otherCategoryIds?: string[] } = {},
): Promise<string> {
  const id = opts.id ?? newId();
  const city = await db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } });
  const planRow = await db.plan.findUniqueOrThrow({ where: { code: plan } });
  await db.vendor.create({
    data: {
      id,
      slug: `fv-${id.toLowerCase()}`,
      nameAr: "مورد مميز",
      nameEn: "Featured vendor",
      status: opts.status ?? "approved",
      cityId: city.id,
      ownerUserId: newId(),
      approvedAt: now(),
      publishedAt: opts.published === false ? null : now(),
      categories: {
        create: [{ categoryId: primaryCategoryId, isPrimary: true }, ...(opts.otherCategoryIds ?? []).map((categoryId) => ({ categoryId, isPrimary: false }))],
      },
      subscriptions: { create: { id: newId(), planId: planRow.id, status: "active", currentPeriodStart: now() } },
    },
  });
  return id;
}

async function vendorsIn(categoryId: string, plan: PlanCode, count: number, idPrefix?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await vendorIn(categoryId, plan, idPrefix ? { id: `${idPrefix}${String(i).padStart(2, "0")}` } : {}));
  return ids;
}

const settings = (opts: { token?: string; method?: "GET" | "PATCH"; body?: unknown } = {}) =>
  call("/admin/featured-settings", { method: opts.method ?? "GET", body: opts.body, headers: opts.token ? auth(opts.token) : {} });

// Tests change the settings: each starts from the launch defaults.
afterEach(async () => {
  await db.marketplaceSetting.deleteMany({ where: { key: "featured" } });
});

describe("featured rotation draw", () => {
  it("fills up to the slot cap with eligible vendors whose primary category it is", async () => {
    const main = await freshCategory();
    const other = await freshCategory();
    const inactive = await freshCategory({ status: "inactive" });
    const small = await freshCategory();
    const enterprise = await vendorsIn(main, "enterprise", 6);
    const professional = await vendorsIn(main, "professional", 3);
    const ineligible = [
      await vendorIn(main, "free"),
      await vendorIn(main, "basic"),
      await vendorIn(main, "enterprise", { status: "suspended" }),
      await vendorIn(main, "enterprise", { status: "pending_review" }),
      await vendorIn(main, "enterprise", { published: false }),
      // Featured only in its primary category, not in a secondary one.
      await vendorIn(other, "enterprise", { otherCategoryIds: [main] }),
      await vendorIn(inactive, "enterprise"),
    ];
    const smallPro = await vendorIn(small, "professional");
    await vendorIn(small, "basic");
    const eligible = new Set([...enterprise, ...professional]);

    const seen = new Set<string>();
    for (let day = 0; day < 20; day++) {
      const at = new Date(Date.UTC(2031, 0, 10 + day, 9));
      const drawn = await featuredVendorIdsOfCategory(main, at);
      expect(drawn).toHaveLength(6);
      expect(new Set(drawn).size).toBe(6);
      drawn.forEach((id) => seen.add(id));
      expect(await featuredVendorIdsOfCategory(small, at)).toEqual([smallPro]);
    }
    expect([...seen].filter((id) => !eligible.has(id))).toEqual([]);
    const everywhere = await featuredVendorIdsNow(new Date(Date.UTC(2031, 0, 12, 9)));
    for (const id of ineligible.slice(0, 5)) expect(everywhere.has(id)).toBe(false);
    expect(everywhere.has(ineligible[6])).toBe(false);
    // The vendor whose primary category is `other` holds that category's slot.
    expect(await featuredVendorIdsOfCategory(other, new Date(Date.UTC(2031, 0, 12, 9)))).toEqual([ineligible[5]]);
    expect(await featuredVendorIdsOfCategory(inactive, new Date(Date.UTC(2031, 0, 12, 9)))).toEqual([]);
  });

  it("keeps one draw per Kuwait day and draws anew at 00:00 Kuwait time", async () => {
    const category = await freshCategory({ id: "01FEATUREDROTATIONCATEGORY" });
    await vendorsIn(category, "enterprise", 8, "01FEATUREDROTATIONVENDOR");
    const morning = new Date("2032-03-10T00:30:00+03:00");
    const lastMinute = new Date("2032-03-10T23:59:59+03:00");
    const nextMidnight = new Date("2032-03-11T00:00:00+03:00");

    const [first, concurrent] = await Promise.all([ensureFeaturedRotation(morning), ensureFeaturedRotation(morning)]);
    expect(first).toEqual(new Date("2032-03-09T21:00:00Z"));
    expect(concurrent).toEqual(first);
    const today = await featuredVendorIdsOfCategory(category, morning);
    expect(today).toHaveLength(6);
    expect(await db.featuredSlot.count({ where: { periodStart: first, categoryId: category } })).toBe(6);

    // A vendor that becomes eligible mid-period waits for the next draw.
    const latecomer = await vendorIn(category, "enterprise");
    expect(await featuredVendorIdsOfCategory(category, lastMinute)).toEqual(today);
    expect((await featuredVendorIdsNow(lastMinute)).has(latecomer)).toBe(false);

    const tomorrow = await featuredVendorIdsOfCategory(category, nextMidnight);
    expect(tomorrow).toHaveLength(6);
    expect(tomorrow).not.toEqual(today);
    expect(await db.featuredSlot.count({ where: { periodStart: new Date("2032-03-10T21:00:00Z"), categoryId: category } })).toBe(6);
  });

  it("gives an Enterprise vendor about twice the wins of a Professional one", async () => {
    const category = await freshCategory({ id: "01FEATUREDWEIGHTCATEGORY00" });
    const enterprise = await vendorIn(category, "enterprise", { id: "01FEATUREDWEIGHTENTERPRISE" });
    const professional = await vendorIn(category, "professional", { id: "01FEATUREDWEIGHTPROFESSION" });
    const candidates = (await featuredCandidates()).filter((c) => c.categoryId === category);
    expect(candidates.map((c) => [c.vendorId, c.weight]).sort()).toEqual(
      [
        [enterprise, 2],
        [professional, 1],
      ].sort(),
    );

    const wins = { [enterprise]: 0, [professional]: 0 };
    for (let day = 0; day < 600; day++) {
      const periodStart = periodStartOf(new Date(Date.UTC(2040, 0, 1 + day, 9)), 24);
      const [winner] = drawSlots(periodStart, category, candidates, 1);
      wins[winner]++;
    }
    const ratio = wins[enterprise] / wins[professional];
    expect(ratio).toBeGreaterThan(1.6);
    expect(ratio).toBeLessThan(2.5);
  });

  it("is drawn by the rotation job every 10 minutes", async () => {
    const category = await freshCategory();
    const holder = await vendorIn(category, "professional");
    const job = jobs.find((j) => j.id === "featured-rotation");
    expect(job?.cron).toBe("*/10 * * * *");
    freezeClock("2033-05-05T10:00:00+03:00");
    await job!.run();
    const rows = await db.featuredSlot.findMany({ where: { periodStart: new Date("2033-05-04T21:00:00Z"), categoryId: category } });
    expect(rows.map((r) => [r.position, r.vendorId])).toEqual([[1, holder]]);
  });

  it("marks the vendor's placement preview as featured while it holds a slot", async () => {
    freezeClock("2033-06-06T10:00:00+03:00");
    const category = await freshCategory();
    const holder = await vendorIn(category, "enterprise");
    const basic = await vendorIn(category, "basic");
    const support = await signedIn({ roles: ["admin_support"] });
    const preview = (id: string) => call(`/vendors/${id}/preview-placement`, { headers: auth(support.token) });
    expect((await preview(holder)).json.data).toMatchObject({ category: { id: category }, is_featured: true });
    expect((await preview(basic)).json.data).toMatchObject({ category: { id: category }, is_featured: false });
  });
});

describe("GET/PATCH /admin/featured-settings", () => {
  it("answers 401 anonymous and 403 without featured.manage", async () => {
    expect((await settings()).status).toBe(401);
    expect((await settings({ method: "PATCH", body: { slots_per_category: 3 } })).status).toBe(401);
    const customer = await registerUser();
    expect((await settings({ token: customer.token })).status).toBe(403);
    const patch = await settings({ token: customer.token, method: "PATCH", body: { slots_per_category: 3 } });
    expect(patch.status).toBe(403);
    expect(patch.json.error.code).toBe("FORBIDDEN");
    expect(await db.marketplaceSetting.count({ where: { key: "featured" } })).toBe(0);
  });

  it("shows the launch defaults, validates the body strictly and audits a change with before and after", async () => {
    const moderator = await signedIn({ roles: ["admin_moderator"] });
    const initial = await settings({ token: moderator.token });
    expect(initial.status).toBe(200);
    expect(initial.json.data).toEqual({ slots_per_category: 6, rotation_hours: 24 });

    const invalid: Array<[unknown, string]> = [
      [{ slots_per_category: 0 }, "slots_per_category"],
      [{ slots_per_category: 25 }, "slots_per_category"],
      [{ slots_per_category: 2.5 }, "slots_per_category"],
      [{ slots_per_category: "6" }, "slots_per_category"],
      [{ rotation_hours: 0 }, "rotation_hours"],
      [{ rotation_hours: 169 }, "rotation_hours"],
      [{ rotation_hours: 24, featured: true }, "featured"],
      [{}, "_"],
    ];
    for (const [body, field] of invalid) {
      const res = await settings({ token: moderator.token, method: "PATCH", body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.json.error.details)).toEqual([field]);
    }
    const arabic = await call("/admin/featured-settings", {
      method: "PATCH",
      body: { slots_per_category: 30 },
      headers: auth(moderator.token, "ar"),
    });
    expect(arabic.json.error.details.slots_per_category[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await db.auditLog.count({ where: { action: "featured_settings.updated" } })).toBe(0);

    const changed = await settings({ token: moderator.token, method: "PATCH", body: { slots_per_category: 4, rotation_hours: 12 } });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toEqual({ slots_per_category: 4, rotation_hours: 12 });
    expect((await settings({ token: moderator.token })).json.data).toEqual({ slots_per_category: 4, rotation_hours: 12 });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "featured_settings.updated" } });
    expect(audit).toMatchObject({ actorType: "admin", actorId: moderator.id, entityType: "marketplace_setting", entityId: "featured" });
    expect(audit.diff).toEqual({ slots_per_category: [6, 4], rotation_hours: [24, 12] });

    // The same values again change nothing and are not audited.
    expect((await settings({ token: moderator.token, method: "PATCH", body: { rotation_hours: 12 } })).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "featured_settings.updated" } })).toBe(1);
  });

  it("applies a new slot cap to the current period at once, keeping the first holders", async () => {
    freezeClock("2034-02-02T15:00:00+03:00");
    const category = await freshCategory();
    await vendorsIn(category, "enterprise", 8);
    const moderator = await signedIn({ roles: ["admin_moderator"] });
    const before = await featuredVendorIdsOfCategory(category);
    expect(before).toHaveLength(6);

    expect((await settings({ token: moderator.token, method: "PATCH", body: { slots_per_category: 3 } })).status).toBe(200);
    expect(await featuredVendorIdsOfCategory(category)).toEqual(before.slice(0, 3));
    expect(await db.featuredSlot.count({ where: { categoryId: category } })).toBe(3);

    expect((await settings({ token: moderator.token, method: "PATCH", body: { slots_per_category: 8 } })).status).toBe(200);
    const raised = await featuredVendorIdsOfCategory(category);
    expect(raised).toHaveLength(8);
    expect(raised.slice(0, 6)).toEqual(before);
  });

  it("applies a new rotation length at once: periods re-align to Kuwait midnight with a new draw", async () => {
    const clock = freezeClock("2034-03-03T15:00:00+03:00");
    const category = await freshCategory();
    await vendorsIn(category, "enterprise", 8);
    const moderator = await signedIn({ roles: ["admin_moderator"] });
    const daily = await featuredVendorIdsOfCategory(category);

    expect((await settings({ token: moderator.token, method: "PATCH", body: { rotation_hours: 12 } })).status).toBe(200);
    // 15:00 Kuwait falls in the period that started at 12:00 Kuwait.
    const afternoon = await featuredVendorIdsOfCategory(category);
    expect(await db.featuredSlot.count({ where: { periodStart: new Date("2034-03-03T09:00:00Z"), categoryId: category } })).toBe(6);
    expect(afternoon).not.toEqual(daily);
    clock.set("2034-03-03T23:59:00+03:00");
    expect(await featuredVendorIdsOfCategory(category)).toEqual(afternoon);
    clock.set("2034-03-04T00:00:00+03:00");
    expect(await featuredVendorIdsOfCategory(category)).not.toEqual(afternoon);
    expect(await db.featuredSlot.count({ where: { periodStart: new Date("2034-03-03T21:00:00Z"), categoryId: category } })).toBe(6);
  });
});
