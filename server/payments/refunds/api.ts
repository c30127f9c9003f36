import { pagedList } from "../../core/http/meta";
import { defineEndpoint } from "../../core/http/endpoint";
import { created, ok, okPage } from "../../core/http/envelope";
import { approveRefund } from "./approve-refund";
import { denyRefund } from "./deny-refund";
import { getRefund } from "./get-refund";
import { issueRefund } from "./issue-refund";
import { listRefunds } from "./list-refunds";
import { markRefundProcessed } from "./mark-refund-processed";
import { requestPaymentRefund } from "./request-payment-refund";
import { adminListQuery, adminRefundSchema, createRefundBody, denyRefundBody, markProcessedBody, refundParams, refundSchema } from "./schemas";

// Refunds (docs/payments.md "Refunds"). Only endpoints are exported
// (server/api/registry.ts lists them).

const TAGS = ["Payments"];

export const requestRefundEndpoint = defineEndpoint({
  method: "POST",
  path: "/refunds",
  summary:
    "The payer asks for (part of) their own paid payment back (`Idempotency-Key` required). 201 with a requested refund that Finance approves or denies. " +
    "422 when the amount exceeds what is left of the payment (refunds not denied count) or a goodwill refund has no note; 409 when the payment is not paid; 404 for another's payment",
  tags: TAGS,
  auth: "user",
  body: createRefundBody,
  response: refundSchema,
  successStatus: 201,
  idempotency: "required",
  handler: async ({ body, ctx }) => {
    const refund = await requestPaymentRefund(body, ctx);
    return created(refund, `/api/v1/refunds/${refund.id}`);
  },
});

export const getRefundEndpoint = defineEndpoint({
  method: "GET",
  path: "/refunds/{id}",
  summary: "A refund: for its payer, the paid vendor's members (read) and admins with payment.oversee or refund.approve; 404 for anyone else",
  tags: TAGS,
  auth: "user",
  params: refundParams,
  response: refundSchema,
  handler: async ({ params, ctx }) => ok(await getRefund(params.id, ctx)),
});

export const issueRefundEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/refunds",
  summary:
    "Finance starts a refund of a paid payment (refund.issue; `Idempotency-Key` required; a replay answers the stored response with `Idempotency-Replayed: true`, " +
    "the key with another body 409 IDEMPOTENCY_KEY_REUSED). It waits in requested for another Finance or Super admin to approve. 422 over what is left",
  tags: TAGS,
  auth: "user",
  permission: "refund.issue",
  body: createRefundBody,
  response: refundSchema,
  successStatus: 201,
  idempotency: "required",
  handler: async ({ body, ctx }) => {
    const refund = await issueRefund(body, ctx);
    return created(refund, `/api/v1/refunds/${refund.id}`);
  },
});

export const listRefundsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/refunds",
  summary:
    "Refunds oldest first, page-paginated, filter by status: `requested` is the approval queue, `manual_processing` the finance task list (refund.approve). " +
    "Each row carries its context: booking, customer, vendor, payment and the cancellation policy tier that set the amount",
  tags: TAGS,
  auth: "user",
  permission: "refund.approve",
  query: adminListQuery,
  ...pagedList(adminRefundSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listRefunds(query, ctx.locale)),
});

export const approveRefundEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/refunds/{id}/approve",
  summary:
    "Approve a requested refund and send it to the provider at once (refund.approve). The answer shows it after the send: processed, processing, " +
    "failed (retried automatically) or manual_processing. 403 when the caller requested it; 409 when it is not requested",
  tags: TAGS,
  auth: "user",
  permission: "refund.approve",
  params: refundParams,
  response: refundSchema,
  handler: async ({ params, ctx }) => ok(await approveRefund(params.id, ctx)),
});

export const denyRefundEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/refunds/{id}/deny",
  summary: "Deny a requested refund with a reason the payer is told (refund.approve). 403 when the caller requested it; 409 when it is not requested",
  tags: TAGS,
  auth: "user",
  permission: "refund.approve",
  params: refundParams,
  body: denyRefundBody,
  response: refundSchema,
  handler: async ({ params, body, ctx }) => ok(await denyRefund(params.id, body, ctx)),
});

export const markRefundProcessedEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/refunds/{id}/mark-processed",
  summary:
    "Record a refund in manual_processing as done outside the provider (a bank transfer), with its reference (refund.issue): processed, the payment " +
    "partially refunded or refunded, the payer told. 409 for any other status",
  tags: TAGS,
  auth: "user",
  permission: "refund.issue",
  params: refundParams,
  body: markProcessedBody,
  response: refundSchema,
  handler: async ({ params, body, ctx }) => ok(await markRefundProcessed(params.id, body, ctx)),
});
