import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { emit } from "@/server/core/outbox/outbox";
import { bookedRfq } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { drainOutbox, startReceiver } from "@/server/test/webhooks";
import { WEBHOOK_EVENT_TYPES } from "./catalog";
import { registerWebhookHandlers } from "./handlers";

// The marketplace's own flow (an RFQ sent, a quote accepted) and the domain
// events of payments and cancellations become webhook events with the
// documented data (docs/webhooks.md "Events"), seen by a partner endpoint
// that chose every type.

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  vi.stubEnv("WEBHOOKS_ALLOW_LOOPBACK", "1");
  resetConfig();
  registerWebhookHandlers();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  vi.unstubAllEnvs();
  resetConfig();
});

const events = (type: string) =>
  receiver
    .at("/all")
    .map((r) => JSON.parse(r.body))
    .filter((b) => b.type === type);

describe("webhook events from the marketplace's events", () => {
  it("rfq.received per recipient, quote.accepted, booking.confirmed (only once confirmed) and booking.cancelled", { timeout: 120_000 }, async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const partner = await call("/admin/webhooks", {
      method: "POST",
      headers: auth(admin.token),
      body: { url: `${receiver.base}/all`, events: WEBHOOK_EVENT_TYPES },
    });
    expect(partner.status).toBe(201);

    const { rfq, quotes, bookingId, booking } = await bookedRfq(); // the quote accepted through the API
    const recipients = await db.rfqRecipient.findMany({ where: { rfqId: rfq.id }, select: { vendorId: true } });
    // The fixture writes its RFQ as sent; sending one emits this (server/rfq/send-rfq.ts).
    await db.$transaction((tx) => emit(tx, "RfqSent", { rfqId: rfq.id, vendorIds: recipients.map((r) => r.vendorId) }));
    await drainOutbox();
    expect(
      events("rfq.received")
        .map((e) => e.data.vendor_id)
        .sort(),
    ).toEqual(recipients.map((r) => r.vendorId).sort());
    expect(events("rfq.received")[0].data).toMatchObject({ rfq_id: rfq.id, needed_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(events("quote.accepted")).toEqual([
      expect.objectContaining({ data: { quote_id: quotes[0].id, rfq_id: rfq.id, vendor_id: booking.vendorId, booking_id: bookingId } }),
    ]);

    await db.$transaction(async (tx) => {
      await emit(tx, "BookingDepositApplied", { bookingId, paymentId: "P-part", amount: "10.000", confirmed: false });
      await emit(tx, "BookingDepositApplied", { bookingId, paymentId: "P-rest", amount: "90.000", confirmed: true });
      await emit(tx, "BookingCancelled", {
        bookingId,
        vendorId: booking.vendorId,
        customerUserId: booking.customerUserId,
        cancelledBy: "customer",
        refundDue: "45.500",
      });
    });
    await drainOutbox();
    expect(events("booking.confirmed")).toHaveLength(1);
    expect(events("booking.confirmed")[0].data).toMatchObject({
      booking_id: bookingId,
      booking_reference: booking.reference,
      vendor_id: booking.vendorId,
      total: { amount: expect.stringMatching(/^\d+\.\d{3}$/), currency: "KWD" },
    });
    expect(events("booking.cancelled")[0].data).toEqual({
      booking_id: bookingId,
      booking_reference: booking.reference,
      vendor_id: booking.vendorId,
      cancelled_by: "customer",
      refund_due: { amount: "45.500", currency: "KWD" },
    });
    // No customer's personal data in any payload.
    const customer = await db.user.findUniqueOrThrow({ where: { id: booking.customerUserId } });
    for (const r of receiver.at("/all"))
      for (const personal of [customer.email, customer.phone, customer.firstName, booking.customerUserId]) if (personal) expect(r.body).not.toContain(personal);
  });
});

describe("the payloads in the OpenAPI document", () => {
  it("has a webhooks entry per event type, with its headers and the versioned envelope", { timeout: 120_000 }, async () => {
    const { buildOpenApiDocument } = await import("@/server/api/openapi");
    const doc = buildOpenApiDocument() as unknown as {
      webhooks: Record<
        string,
        {
          post: {
            parameters: { name: string }[];
            requestBody: { content: { "application/json": { schema: { properties: Record<string, { const?: string }> } } } };
          };
        }
      >;
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, "webhook.test"].sort());
    const confirmed = doc.webhooks["booking.confirmed"].post;
    expect(confirmed.parameters.map((p) => p.name)).toEqual(["X-Munasabat-Signature", "X-Munasabat-Event", "X-Munasabat-Delivery"]);
    const envelope = confirmed.requestBody.content["application/json"].schema.properties;
    expect(envelope.type.const).toBe("booking.confirmed");
    expect(envelope.api_version.const).toBe("2026-11-27");
    expect(Object.keys(envelope)).toEqual(["id", "type", "api_version", "created_at", "data"]);
  });
});
