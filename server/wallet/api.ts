import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import { pageMeta } from "../core/http/meta";
import { pageLinks } from "../core/http/query";
import { paymentSchema } from "../payments/schemas";
import { getWallet } from "./get-wallet";
import { topUpBody, walletQuery, walletSchema } from "./schemas";
import { startTopUp } from "./top-up";

// The customer's wallet (docs/wallet.md; spec Endpoints "GET /wallet").

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
    const { wallet, pagination } = await getWallet(query, ctx);
    return ok(wallet, { meta: { pagination }, links: pageLinks(ctx.url, pagination) });
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
