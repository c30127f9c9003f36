import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { vendorWithOwner } from "@/server/test/fixtures";
import { customer, eventOf, sentRfq } from "@/server/test/rfqs";
import { documentsForVendors } from "./engine/documents";
import { responseSignals } from "./response-signals";

// sort=recommended's response signals: from the RFQs of the last 90 days,
// onto the vendor's search documents.

const HOUR = 3_600_000;

describe("response signals", () => {
  it("are the share of RFQs answered and the median hours to answer, over 90 days; none without RFQs", async () => {
    const [{ vendor: prompt }, { vendor: silent }, { vendor: unasked }] = await Promise.all([
      vendorWithOwner({ categories: ["photography"] }),
      vendorWithOwner({ categories: ["photography"] }),
      vendorWithOwner({ categories: ["photography"] }),
    ]);
    const event = await eventOf((await customer()).id);
    const rfqs = [
      await sentRfq(event, [prompt.id, silent.id], { sentDaysAgo: 5 }),
      await sentRfq(event, [prompt.id, silent.id], { sentDaysAgo: 4 }),
      await sentRfq(event, [prompt.id], { sentDaysAgo: 3 }),
    ];
    // Answered 2 of 3 (after 4 h and 10 h); an answer to an RFQ older than 90 days does not count.
    for (const [rfq, hours] of [
      [rfqs[0], 4],
      [rfqs[1], 10],
    ] as const) {
      const recipient = rfq.recipients.find((r) => r.vendorId === prompt.id)!;
      await db.rfqRecipient.update({
        where: { id: recipient.id },
        data: { status: "quoted", respondedAt: new Date(recipient.sentAt.getTime() + hours * HOUR) },
      });
    }
    const old = await sentRfq(event, [prompt.id], { sentDaysAgo: 120 });
    await db.rfqRecipient.update({ where: { id: old.recipients[0].id }, data: { status: "quoted", respondedAt: now() } });

    const signals = await responseSignals([prompt.id, silent.id, unasked.id]);
    expect(signals.get(prompt.id)!.responseRate).toBeCloseTo(2 / 3, 9);
    expect(signals.get(prompt.id)!.responseHours).toBeCloseTo(7, 6);
    expect(signals.get(silent.id)).toEqual({ responseRate: 0, responseHours: null });
    expect(signals.has(unasked.id)).toBe(false);

    const [doc] = (await documentsForVendors([prompt.id])).get(prompt.id)!;
    expect(doc).toMatchObject({ kind: "vendor", id: prompt.id });
    expect(doc.responseRate).toBeCloseTo(2 / 3, 9);
    expect(doc.responseHours).toBeCloseTo(7, 6);
  });
});
