import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { renderNotification } from "@/server/notifications/templates";
import { resetPaymentDeps } from "@/server/payments/deps";
import { scriptProvider } from "@/server/test/refunds";
import { drain, orderableVendor, ordersApi, payOrder, placedOrder } from "@/server/test/orders";
import { withoutIsolates } from "@/server/notifications/params";

// The payment and refund notices of a direct order name the order ("for
// order OR-...", "للطلب OR-..."), never a booking, in the push/in-app texts
// and in the email built from them, in both languages.

beforeAll(registerEventHandlers);
afterEach(resetPaymentDeps);

type Stored = { kind: string; params: unknown };
const rendered = (n: Stored, locale: "ar" | "en") => {
  const r = renderNotification(n.kind as never, locale, n.params as Record<string, string>, "https://example.test/x");
  return withoutIsolates([r.title, r.body, r.subject, r.text, r.html].join("\n"));
};

describe("an order's payment and refund notices", () => {
  it("the customer's receipt and refund notice say order / الطلب with the order's reference, in Arabic and English", async () => {
    const { pkg } = await orderableVendor({ price: "150.000" });
    const { customer, orderId } = await placedOrder(pkg.id);
    await payOrder(customer, orderId);
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId } });

    const receipt = await db.notification.findFirstOrThrow({ where: { userId: customer.id, kind: "payment.succeeded" } });
    expect(receipt).toMatchObject({ entityType: "order", entityId: orderId });
    const en = rendered(receipt, "en");
    const ar = rendered(receipt, "ar");
    expect(en).toContain(`We received your payment of 150.000 KWD for order ${order.reference}.`);
    expect(ar).toContain(`للطلب ${order.reference}`);
    expect(en).not.toMatch(/booking/i);
    expect(ar).not.toMatch(/الحجز|للحجز/);

    scriptProvider("processed");
    expect((await ordersApi(customer).cancel(orderId)).status).toBe(200);
    await drain();
    const refund = await db.notification.findFirstOrThrow({ where: { userId: customer.id, kind: "refund.processed" } });
    const refundEn = rendered(refund, "en");
    const refundAr = rendered(refund, "ar");
    expect(refundEn).toContain(`We sent 150.000 KWD for order ${order.reference}.`);
    expect(refundAr).toContain(`للطلب ${order.reference}`);
    expect(refundEn).not.toMatch(/booking/i);
    expect(refundAr).not.toMatch(/الحجز|للحجز/);
  }, 120_000);

  it("a booking's notices keep saying booking", () => {
    expect(withoutIsolates(renderNotification("payment.succeeded", "en", { amount: "10.000 KWD", booking_ref: "BK-1" }).body)).toBe(
      "We received your payment of 10.000 KWD for booking BK-1.",
    );
    expect(withoutIsolates(renderNotification("payment.succeeded", "ar", { amount: "10.000 د.ك", booking_ref: "BK-1" }).body)).toBe(
      "استلمنا دفعتك بقيمة 10.000 د.ك للحجز BK-1.",
    );
    expect(withoutIsolates(renderNotification("refund.denied", "ar", { booking_ref: "BK-1", reason: "x", payable: "order" }).title)).toBe(
      "رُفض طلب الاسترداد للطلب BK-1",
    );
  });
});
