import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { seedDemoData } from "./demo";

describe("demo quote request", () => {
  it("gives the demo customer one sent RFQ with a quote from each of two wedding halls whose items add up, once", async () => {
    await seedDemoData(db, { images: false });
    await seedDemoData(db, { images: false }); // idempotent
    const customer = await db.user.findUniqueOrThrow({ where: { email: "customer@demo.kw" } });
    const rfqs = await db.rfq.findMany({ where: { customerUserId: customer.id, title: "قاعة زفاف لـ 300 ضيف مع الضيافة" }, include: { recipients: true } });
    expect(rfqs).toHaveLength(1);
    expect(rfqs[0]).toMatchObject({ status: "quoted", shape: "module" });
    expect(rfqs[0].recipients.map((r) => r.status)).toEqual(["quoted", "quoted"]);
    const quotes = await db.quote.findMany({ where: { rfqId: rfqs[0].id }, include: { versions: true }, orderBy: { total: "asc" } });
    expect(quotes.map((q) => q.total.toFixed(3))).toEqual(["3350.000", "3550.000"]);
    for (const quote of quotes) {
      const items = quote.versions[0].items as { line_total: string }[];
      expect(items.reduce((sum, i) => sum + Number(i.line_total), 0).toFixed(3)).toBe(quote.total.toFixed(3));
    }
  }, 180_000); // seeds the demo vendors through the services, twice
});
