import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { demoVendors } from "./data/demo-vendors";
import { seedDemoData } from "./demo";

describe("demo seed", () => {
  it("creates approved, published vendors with published services and their plans through the vendor services, once", async () => {
    await seedDemoData(db);
    const first = demoVendors[0];
    const vendor = await db.vendor.findUniqueOrThrow({
      where: { slug: first.slug },
      include: { services: true, subscriptions: { include: { plan: true } }, members: true },
    });
    expect(vendor.status).toBe("approved");
    expect(vendor.publishedAt).not.toBeNull();
    expect(vendor.services).toHaveLength(first.services.length);
    expect(vendor.services.every((s) => s.status === "published")).toBe(true);
    expect(vendor.subscriptions.find((s) => s.status === "active")?.plan.code).toBe(first.planCode);
    expect(vendor.members.map((m) => m.role)).toEqual(["vendor_owner"]);
    // The services wrote what the API would: the application and approval audit rows.
    const actions = (await db.auditLog.findMany({ where: { entityId: vendor.id }, select: { action: true } })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["vendor.applied", "vendor.approved"]));

    const count = await db.vendor.count({ where: { slug: { in: demoVendors.map((v) => v.slug) }, status: "approved" } });
    expect(count).toBe(demoVendors.length);
    await seedDemoData(db); // idempotent
    expect(await db.vendor.count({ where: { slug: { in: demoVendors.map((v) => v.slug) } } })).toBe(demoVendors.length);
    expect(await db.service.count({ where: { vendorId: vendor.id } })).toBe(first.services.length);
  }, 120_000); // seeds every demo vendor through the services, twice
});
