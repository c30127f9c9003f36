import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, okPage } from "../core/http/envelope";
import { pageMeta } from "../core/http/meta";
import { paymentSchema } from "../payments/schemas";
import { validateIdempotencyKey } from "../core/idempotency";
import { getWallet } from "./get-wallet";
import { tipBody, tipSchema, topUpBody, walletQuery, walletSchema } from "./schemas";
import { tipOrder } from "./tip-order";
import { startTopUp } from "./top-up";

// The customer's wallet (docs/wallet.md; spec Endpoints "GET /wallet"), and
// the tip on a direct order (spec "POST /orders/{id}/tip"), served here
// because the wallet sits after orders in the module layers.

const TAGS = ["Wallet"];

export const getWalletEndpoint = defineEndpoint({
  method: "GET",
  path: "/wallet",
  summary: "The caller's wallet: balance (KWD) and its movements (top-ups, refunds to the wallet, spends, tips), newest first, page-paginated",
  tags: TAGS,
  auth: "user",
  query: walletQuery,
  response: walletSchema,
  meta: pageMeta,
  handler: async ({ query, ctx }) => {
    const { wallet: items, pagination } = await getWallet(query, ctx);
    return okPage(ctx.url, { items, pagination });
  },
});

export const createTopUpEndpoint = defineEndpoint({
  method: "POST",
  path: "/wallet/top-ups",
  summary:
    "Top up the caller's wallet through the hosted payment page: 201 with the payment (payment_url, valid 60 minutes); the balance grows when the provider's verified webhook reports it paid. " +
    "Idempotency-Key (UUID v4) required. 422 on amount outside 1.000-1000.000; 429 RATE_LIMITED past 10 top-ups per hour; 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot open a session",
  tags: TAGS,
  auth: "user",
  permission: "payment.pay",
  idempotency: "required",
  body: topUpBody,
  response: paymentSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const view = await startTopUp(body, ctx);
    return created(view, `/api/v1/payments/${view.id}`);
  },
});

export const tipOrderEndpoint = defineEndpoint({
  method: "POST",
  path: "/orders/{id}/tip",
  summary:
    "Tip the vendor of one of the caller's completed orders from the wallet: once per order, all of it to the vendor's next settlement with no commission (settled payouts are never changed). " +
    "Idempotency-Key (UUID v4) required: the same key replays the tip. 404 for an order not the caller's; 409 BOOKING_INVALID_STATE unless completed; 409 CONFLICT for a second tip; 422 VALIDATION_FAILED (amount: validation.wallet_balance_too_low) when the balance is short",
  tags: ["Orders"],
  auth: "user",
  permission: "payment.pay",
  idempotency: "required",
  params: z.object({ id: z.string().min(1).max(100).meta({ description: "Order id (ULID)." }) }),
  body: tipBody,
  response: tipSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx, request }) => {
    const { tip } = await tipOrder(params.id, body, validateIdempotencyKey(request.headers.get("idempotency-key")), ctx);
    return created(tip, `/api/v1/orders/${params.id}`);
  },
});
