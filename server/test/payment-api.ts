import { expect } from "vitest";
import { randomUUID } from "node:crypto";
import { freezeClock, now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { paymentDeps } from "@/server/payments/deps";
import { bookedRfq } from "./bookings";
import { sandboxWebhookSecret, signSandboxBody, SANDBOX_SIGNATURE_HEADER } from "@/server/payments/providers/sandbox-signature";
import { call } from "./http";
import { auth, tokenFor } from "./identity";

// Payment API clients for the tests (the sandbox's as the session's payer, or
// as anyone), a signed sandbox webhook, and the sandbox's webhook delivery
// routed to the webhook route module (no HTTP server runs in tests).

export function paymentApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  const keyed = (key: string) => ({ ...headers, "Idempotency-Key": key });
  return {
    pay: (body: unknown, key: string = randomUUID()) => call("/payments", { method: "POST", headers: keyed(key), body }),
    intent: (body: unknown, key: string = randomUUID()) => call("/payments/intents", { method: "POST", headers: keyed(key), body }),
    get: (id: string) => call(`/payments/${id}`, { headers }),
    ofPayable: (payable_type: string, payable_id: string) => call("/payments", { headers, query: { payable_type, payable_id } }),
    mine: (query: Record<string, string> = {}) => call("/me/payments", { headers, query }),
    admin: (query: Record<string, string> = {}) => call("/admin/payments", { headers, query }),
  };
}

export const depositBody = (bookingId: string, returnUrl = "/bookings/return") => ({
  payable_type: "booking",
  payable_id: bookingId,
  kind: "deposit",
  return_url: returnUrl,
});

/** The sandbox gateway's endpoints as `token`'s holder (null: signed out). */
export function sandboxApiAs(token: string | null, locale: "ar" | "en" = "en") {
  const headers = token ? auth(token, locale) : { "Accept-Language": locale };
  return {
    get: (id: string) => call(`/sandbox/sessions/${id}`, { headers }),
    open: (id: string) => call(`/sandbox/sessions/${id}/open`, { method: "POST", headers }),
    complete: (id: string, body: unknown) => call(`/sandbox/sessions/${id}/complete`, { method: "POST", headers, body }),
  };
}

/** As the session's payer, signed in (the sandbox answers no one else); signed out for an unknown session. */
async function asPayer(sessionId: string, locale: "ar" | "en" = "en") {
  const session = await db.sandboxSession.findUnique({ where: { id: sessionId } });
  const payment = session && (await db.payment.findUnique({ where: { id: session.paymentId } }));
  return sandboxApiAs(payment ? await tokenFor(payment.payerUserId) : null, locale);
}

export const sandboxApi = {
  get: async (id: string, locale: "ar" | "en" = "en") => (await asPayer(id, locale)).get(id),
  open: async (id: string) => (await asPayer(id)).open(id),
  complete: async (id: string, body: unknown) => (await asPayer(id)).complete(id, body),
};

/** Posts a raw body to a provider's webhook endpoint (signed by the caller). */
export function postWebhook(provider: string, rawBody: string, headers: Record<string, string>) {
  return call(`/webhooks/payments/${provider}`, { method: "POST", rawBody, headers: { "content-type": "application/json", ...headers } });
}

export function postPspWebhook(rawBody: string, headers: Record<string, string>) {
  return call("/webhooks/psp", { method: "POST", rawBody, headers: { "content-type": "application/json", ...headers } });
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

/** A pending booking whose customer started a deposit payment through the endpoint, on a frozen clock (shared by several tests). */
export async function startedDeposit(clock = freezeClock()) {
  const setup = await bookedRfq();
  const res = await paymentApi(setup.buyer.token).pay(depositBody(setup.bookingId));
  expect(res.status).toBe(201);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  return { ...setup, clock, payment, sessionId: payment.providerSessionId! };
}
