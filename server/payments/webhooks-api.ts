import { z } from "zod";
import { AppError } from "../core/errors";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { paymentDeps } from "./deps";
import { PROVIDER_IDS, type ProviderId } from "./providers/types";
import { rawBodyOf, receiveWebhook } from "./receive-webhook";

// Inbound provider webhooks (spec Authentication 15, Events "Inbound
// webhooks"). No bearer token: the provider's HMAC over the raw body. The
// endpoints declare no body schema, so the router leaves the body unread and
// the handler reads the exact bytes that were signed.

const TAGS = ["Payments"];
const received = z.object({ received: z.literal(true) });
const SUMMARY =
  "The signature (HMAC-SHA256 over the raw body, header per provider) must verify and its time be within 5 minutes, else 401 and nothing is stored. " +
  "A provider event id seen before answers 200 and does nothing. Processing is queued; 200 {received: true} is immediate.";

export const providerWebhookEndpoint = defineEndpoint({
  method: "POST",
  path: "/webhooks/payments/{provider}",
  summary: `Inbound webhook of one provider (sandbox, provider_a, provider_b): accepted from the active provider, and from the previous one for 72 hours after a switch. ${SUMMARY}`,
  tags: TAGS,
  auth: "public",
  params: z.object({ provider: z.enum(PROVIDER_IDS as [ProviderId, ...ProviderId[]]) }),
  response: received,
  handler: async ({ params, request }) => {
    await receiveWebhook(params.provider, await rawBodyOf(request), request.headers);
    return ok({ received: true });
  },
});

export const pspWebhookEndpoint = defineEndpoint({
  method: "POST",
  path: "/webhooks/psp",
  summary: `Inbound webhook (catalog path) of the active provider; header X-Payment-Provider may name the provider (sandbox, provider_a, provider_b), else the active one is assumed. ${SUMMARY}`,
  tags: TAGS,
  auth: "public",
  response: received,
  handler: async ({ request }) => {
    const named = request.headers.get("x-payment-provider");
    if (named !== null && !(PROVIDER_IDS as readonly string[]).includes(named)) {
      throw new AppError("UNAUTHENTICATED", {
        message: { en: "Unknown payment provider.", ar: "مزوّد دفع غير معروف." },
      });
    }
    const provider = (named as ProviderId | null) ?? (await paymentDeps.driver()).active;
    await receiveWebhook(provider, await rawBodyOf(request), request.headers);
    return ok({ received: true });
  },
});
