import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { actAsVendor } from "@/server/test/conversations";
import { vendorMember } from "@/server/test/fixtures";
import { draftsApi } from "@/server/test/quote-drafts";
import { quotingVendor } from "@/server/test/rfqs";

// Quote templates (docs/quote-drafts.md "API"): saved, listed and
// deleted by the vendor's owner and managers, audited, 404 to other vendors.

const body = {
  name: "Wedding standard",
  lines: [
    { name: "Full-day coverage", quantity: 1, unit_price: "500.000" },
    { name: "Printed photo", quantity: 200, unit_price: "1.250" },
  ],
  note: "Two photographers, album included.",
};

describe("quote templates", () => {
  it("saves, lists newest first and deletes the vendor's templates, with audit rows", async () => {
    const { vendor, owner } = await quotingVendor();
    const saved = await draftsApi(owner).saveTemplate(body);
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    expect(saved.json.data).toMatchObject({
      name: "Wedding standard",
      note: "Two photographers, album included.",
      total: { amount: "750.000", currency: "KWD" },
      lines: [
        { name: "Full-day coverage", quantity: 1, unit_price: { amount: "500.000" }, line_total: { amount: "500.000" } },
        { name: "Printed photo", quantity: 200, unit_price: { amount: "1.250" }, line_total: { amount: "250.000" } },
      ],
    });
    const second = await draftsApi(owner).saveTemplate({ name: "Empty", lines: [] });
    expect(second.json.data).toMatchObject({ total: null, note: null, lines: [] });

    const list = await draftsApi(owner).templates();
    expect(list.status).toBe(200);
    expect(list.json.data.map((t: { name: string }) => t.name)).toEqual(["Empty", "Wedding standard"]);

    const manager = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
    expect((await draftsApi(manager).templates()).json.data).toHaveLength(2);
    expect((await draftsApi(manager).deleteTemplate(second.json.data.id)).status).toBe(204);
    expect((await draftsApi(owner).templates()).json.data.map((t: { id: string }) => t.id)).toEqual([saved.json.data.id]);

    const audit = await db.auditLog.findMany({ where: { entityType: "quote_template" }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => [a.action, a.entityId])).toEqual([
      ["quote_template.created", saved.json.data.id],
      ["quote_template.created", second.json.data.id],
      ["quote_template.deleted", second.json.data.id],
    ]);
  });

  it("is 404 to another vendor, 403 to staff, 401 signed out, and 422 for bad lines in the caller's language", async () => {
    const a = await quotingVendor();
    const b = await quotingVendor();
    const saved = (await draftsApi(a.owner).saveTemplate(body)).json.data;
    expect((await draftsApi(b.owner).templates()).json.data).toEqual([]);
    const gone = await draftsApi(b.owner).deleteTemplate(saved.id);
    expect([gone.status, gone.json.error.code]).toEqual([404, "NOT_FOUND"]);
    expect(await db.quoteTemplate.count({ where: { id: saved.id } })).toBe(1);

    const staff = await actAsVendor(await vendorMember(a.vendor.id, "vendor_staff"), a.vendor.id);
    expect((await draftsApi(staff).templates()).status).toBe(403);
    expect((await draftsApi(staff).saveTemplate(body)).status).toBe(403);
    expect((await draftsApi(null).templates()).status).toBe(401);

    const bad = await draftsApi(a.owner, "ar").saveTemplate({ name: "x", lines: [{ name: "A", quantity: 0, unit_price: "1.5" }] });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(bad.json.error.details)).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a 51st template", async () => {
    const { vendor, owner } = await quotingVendor();
    await db.quoteTemplate.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        id: `01J${String(i).padStart(23, "0")}`.slice(0, 26),
        vendorId: vendor.id,
        name: `T${i}`,
        items: [],
        createdByUserId: owner.id,
      })),
    });
    const res = await draftsApi(owner, "en").saveTemplate(body);
    expect(res.status).toBe(422);
    expect(res.json.error.details.name[0]).toContain("at most 50");
  });
});
