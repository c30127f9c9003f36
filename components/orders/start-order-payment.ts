import { apiRequest } from "@/components/ui/use-api";

// Paying an order on the hosted page: POST /payments/intents (purpose
// order_payment, all that is due at once) with one fresh Idempotency-Key per
// click; the gateway sends the payer back to the order's page with
// ?payment=<id>, which follows the order until the payment is counted.

export function orderPath(locale: string, orderId: string): string {
  return `${locale === "ar" ? "" : `/${locale}`}/account/orders/${orderId}`;
}

export function startOrderPayment(orderId: string, locale: string) {
  return apiRequest(
    "post",
    "/payments/intents",
    {
      body: { purpose: "order_payment", payable_type: "order", payable_id: orderId, return_url: orderPath(locale, orderId) },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    },
    locale,
  );
}
