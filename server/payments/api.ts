import { z } from "zod";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok, okPage } from "../core/http/envelope";
import { createPayment } from "./create-payment";
import { getPayment } from "./get-payment";
import { listAdminPayments } from "./list-admin-payments";
import { listMyPayments } from "./list-my-payments";
import { listPayablePayments } from "./list-payable-payments";
import { paymentDriver } from "./providers";
import { PROVIDER_IDS, type ProviderId } from "./providers/types";
import { adminListQuery, adminPaymentSchema, createIntentBody, createPaymentBody, listQuery, pageQuery, paymentParams, paymentSchema } from "./schemas";
import { switchDriver } from "./switch-driver";

// Payments (docs/payments.md; spec Endpoints "Payments and refunds"). Refund
// endpoints live in the refunds files; webhooks in webhooks-api.ts; the
// sandbox gateway in sandbox-api.ts.

const TAGS = ["Payments"];
const CREATE_ERRORS =
  "Idempotency-Key (UUID v4) required: a replay answers the stored response with Idempotency-Replayed: true, another body with the same key 409 IDEMPOTENCY_KEY_REUSED. " +
  "404 for a payable that is not the caller's; 409 BOOKING_INVALID_STATE for a booking that is not pending; 429 RATE_LIMITED past 5 attempts per payable per hour; " +
  "503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot open a session (3 attempts within 8 s; the payment is then failed). A live earlier attempt does not block a new one.";

export const createPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/payments",
  summary: `Pay a booking's deposit (catalog shape): the booking's customer, while the booking is pending. 201 with the hosted page (payment_url, valid 60 minutes). ${CREATE_ERRORS}`,
  tags: TAGS,
  auth: "user",
  permission: "payment.pay",
  idempotency: "required",
  body: createPaymentBody,
  response: paymentSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const view = await createPayment({ type: "booking", id: body.payable_id, purpose: "booking_deposit", returnUrl: body.return_url }, ctx);
    return created(view, `/api/v1/payments/${view.id}`);
  },
});

export const createIntentEndpoint = defineEndpoint({
  method: "POST",
  path: "/payments/intents",
  summary:
    "Create a payment intent (module shape): booking_deposit (the booking's customer), subscription (a pending_payment subscription: the vendor owner in the vendor context, after POST /subscriptions) " +
    `or subscription_renewal. amount > 0 and at most what is due (default: all of it); a deposit may be paid in parts (the booking is confirmed when they cover it), a plan only in full (a smaller amount is 422). ${CREATE_ERRORS}`,
  tags: TAGS,
  auth: "user",
  idempotency: "required",
  body: createIntentBody,
  response: paymentSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const view = await createPayment(
      { type: body.payable_type, id: body.payable_id, purpose: body.purpose, amount: body.amount, returnUrl: body.return_url },
      ctx,
    );
    return created(view, `/api/v1/payments/${view.id}`);
  },
});

export const getPaymentEndpoint = defineEndpoint({
  method: "GET",
  path: "/payments/{id}",
  summary: "One payment of the caller (the payer polls it until paid; the change itself comes from the provider's webhook); 404 otherwise",
  tags: TAGS,
  auth: "user",
  params: paymentParams,
  response: paymentSchema,
  handler: async ({ params, ctx }) => ok(await getPayment(params.id, ctx)),
});

export const listPayablePaymentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/payments",
  summary: "The payment attempts of one booking (its customer, its vendor's members) or subscription (its vendor's members), newest first; 404 otherwise",
  tags: TAGS,
  auth: "user",
  query: listQuery,
  response: z.array(paymentSchema),
  handler: async ({ query, ctx }) => ok(await listPayablePayments(query, ctx)),
});

export const listMyPaymentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/me/payments",
  summary: "The caller's payment history (deposits and plans they paid or tried to pay), newest first, page-paginated",
  tags: TAGS,
  auth: "user",
  query: pageQuery,
  ...pagedList(paymentSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listMyPayments(query, ctx)),
});

export const listAdminPaymentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/payments",
  summary: "Payments oversight (permission payment.oversee): every payment with its provider and references, filter by status, flagged and provider",
  tags: TAGS,
  auth: "user",
  permission: "payment.oversee",
  query: adminListQuery,
  ...pagedList(adminPaymentSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listAdminPayments(query)),
});

const driverSchema = z
  .object({
    active: z.enum(PROVIDER_IDS as [ProviderId, ...ProviderId[]]),
    previous: z.enum(PROVIDER_IDS as [ProviderId, ...ProviderId[]]).nullable(),
    switched_at: z.string().nullable(),
  })
  .meta({ id: "PaymentDriver" });

export const getPaymentDriverEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/payment-driver",
  summary: "The provider taking new payments, and the previous one (its webhooks are accepted for 72 hours after switched_at). Permission payment.oversee",
  tags: TAGS,
  auth: "user",
  permission: "payment.oversee",
  response: driverSchema,
  handler: async () => ok(await paymentDriver()),
});

export const switchPaymentDriverEndpoint = defineEndpoint({
  method: "PUT",
  path: "/admin/payment-driver",
  summary: "Switch the provider taking new payments (Super Admin only); the previous one keeps receiving webhooks for 72 hours",
  tags: TAGS,
  auth: "user",
  permission: "payment.driver.switch",
  body: z.strictObject({ active: z.enum(PROVIDER_IDS as [ProviderId, ...ProviderId[]]) }),
  response: driverSchema,
  handler: async ({ body, ctx }) => ok(await switchDriver(body.active, ctx)),
});
