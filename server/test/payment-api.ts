import { randomUUID } from "node:crypto";
import * as paymentsRoute from "@/app/api/v1/payments/route";
import * as intentsRoute from "@/app/api/v1/payments/intents/route";
import * as oneRoute from "@/app/api/v1/payments/[id]/route";
import * as meRoute from "@/app/api/v1/me/payments/route";
import * as adminRoute from "@/app/api/v1/admin/payments/route";
import * as providerWebhookRoute from "@/app/api/v1/webhooks/payments/[provider]/route";
import * as pspWebhookRoute from "@/app/api/v1/webhooks/psp/route";
import * as sessionRoute from "@/app/api/v1/sandbox/sessions/[id]/route";
import * as openRoute from "@/app/api/v1/sandbox/sessions/[id]/open/route";
import * as completeRoute from "@/app/api/v1/sandbox/sessions/[id]/complete/route";
import { now } from "@/server/core/clock";
import { paymentDeps } from "@/server/payments/deps";
import { sandboxWebhookSecret, signSandboxBody, SANDBOX_SIGNATURE_HEADER } from "@/server/payments/providers/sandbox-signature";
import { call } from "./http";
import { auth } from "./identity";

// Payment API clients for the tests, a signed sandbox webhook, and the
// sandbox's webhook delivery routed to the webhook route module (no HTTP
// server runs in tests).

export function paymentApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  const keyed = (key: string) => ({ ...headers, "Idempotency-Key": key });
  return {
    pay: (body: unknown, key: string = randomUUID()) => call(paymentsRoute, "/payments", { method: "POST", headers: keyed(key), body }),
    intent: (body: unknown, key: string = randomUUID()) => call(intentsRoute, "/payments/intents", { method: "POST", headers: keyed(key), body }),
    get: (id: string) => call(oneRoute, `/payments/${id}`, { headers, params: { id } }),
    ofPayable: (payable_type: string, payable_id: string) => call(paymentsRoute, "/payments", { headers, query: { payable_type, payable_id } }),
    mine: (query: Record<string, string> = {}) => call(meRoute, "/me/payments", { headers, query }),
    admin: (query: Record<string, string> = {}) => call(adminRoute, "/admin/payments", { headers, query }),
  };
}

export const depositBody = (bookingId: string, returnUrl = "/bookings/return") => ({ payable_type: "booking", payable_id: bookingId, kind: "deposit", return_url: returnUrl });

export const sandboxApi = {
  get: (id: string, locale: "ar" | "en" = "en") => call(sessionRoute, `/sandbox/sessions/${id}`, { params: { id }, headers: { "Accept-Language": locale } }),
  open: (id: string) => call(openRoute, `/sandbox/sessions/${id}/open`, { method: "POST", params: { id } }),
  complete: (id: string, body: unknown) => call(completeRoute, `/sandbox/sessions/${id}/complete`, { method: "POST", params: { id }, body }),
};

/** Posts a raw body to a provider's webhook endpoint (signed by the caller). */
export function postWebhook(provider: string, rawBody: string, headers: Record<string, string>) {
  return call(providerWebhookRoute, `/webhooks/payments/${provider}`, { method: "POST", params: { provider }, rawBody, headers: { "content-type": "application/json", ...headers } });
}

export function postPspWebhook(rawBody: string, headers: Record<string, string>) {
  return call(pspWebhookRoute, "/webhooks/psp", { method: "POST", rawBody, headers: { "content-type": "application/json", ...headers } });
}

/** A sandbox event body, signed at `at` (default now). */
export async function signedSandboxEvent(body: Record<string, unknown>, at: Date = now()) {
  const raw = JSON.stringify(body);
  return { raw, headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(await sandboxWebhookSecret(), raw, at) } };
}

/** Routes the sandbox's deliveries to the webhook route module; returns the statuses answered. */
export function deliverToRoutes(): number[] {
  const statuses: number[] = [];
  paymentDeps.deliverWebhook = async (url, { body, headers }) => {
    const provider = url.split("/").pop()!;
    statuses.push((await postWebhook(provider, body, headers)).status);
  };
  return statuses;
}
