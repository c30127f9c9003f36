import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { confirmReturn } from "./confirm-return";
import { resolveFlaggedPayment } from "./resolve-flag";
import { adminPaymentSchema, paymentParams, paymentSchema, resolveFlagBody } from "./schemas";

// The payer's return from the hosted page and finance's decision on a
// flagged payment (docs/payments.md "A mismatched amount"). Only endpoints
// are exported (server/api/registry.ts lists them).

const TAGS = ["Payments"];

export const confirmReturnEndpoint = defineEndpoint({
  method: "POST",
  path: "/payments/{id}/return",
  summary:
    "The payer is back from the hosted page: the provider's status is asked now (no need to wait for its webhook) and the payment answered. " +
    "409 PAYMENT_AMOUNT_MISMATCH when the provider charged another amount or currency (the payment is flagged for finance, its booking or order waits); 404 for another's payment",
  tags: TAGS,
  auth: "user",
  params: paymentParams,
  response: paymentSchema,
  handler: async ({ params, ctx }) => ok(await confirmReturn(params.id, ctx)),
});

export const resolveFlagEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/payments/{id}/resolve-flag",
  summary:
    "Finance decides a flagged payment (refund.approve; `Idempotency-Key` required): `refund` sends what was charged back without approval, `accept` (a shortfall in the payment's currency only) " +
    "pays it for what was charged and leaves the rest due. The payer is told and the booking or order gets a fresh deadline. 409 when the payment waits for no decision or the action is not allowed (see flag_actions)",
  tags: TAGS,
  auth: "user",
  permission: "refund.approve",
  params: paymentParams,
  body: resolveFlagBody,
  response: adminPaymentSchema,
  idempotency: "required",
  handler: async ({ params, body, ctx }) => ok(await resolveFlaggedPayment(params.id, body, ctx)),
});
