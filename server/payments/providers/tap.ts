import { createHmac, timingSafeEqual } from "node:crypto";
import { formatAmount } from "../../core/money";
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  type NormalizedWebhookEvent,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type ProviderTransaction,
  type ProviderRefund,
  type WebhookVerification,
} from "./types";

// provider_a: Tap Payments, API v2, KNET first (docs/payments.md "Real gateways").
//
//   Charge:  POST {api}/v2/charges  Authorization: Bearer sk_...
//            {amount, currency, source.id "src_kw.knet", reference.transaction/order = our payment id,
//             metadata.payment_id, customer, redirect.url (return page), post.url (our webhook)}
//            -> {id "chg_...", status "INITIATED", transaction.url (the hosted KNET page)}
//            https://developers.tap.company/docs/redirect
//            https://developers.tap.company/docs/charges
//            https://developers.tap.company/docs/creating-a-transaction
//            https://tappayments.readme.io/reference/create-a-charge
//   Status:  GET {api}/v2/charges/{charge_id}  (the tap_id the payer returns with)
//            https://developers.tap.company/docs/handeling-redirects
//   Refund:  POST {api}/v2/refunds {charge_id, amount, currency, reason, reference.merchant = our refund id}
//   Webhook: the charge (or refund) object POSTed to post.url; header `hashstring` =
//            hex HMAC-SHA256(secret key, "x_id{id}x_amount{amount to the currency's decimals}x_currency{currency}
//            x_gateway_reference{reference.gateway}x_payment_reference{reference.payment}x_status{status}
//            x_created{transaction.created | refund created}")
//            https://developers.tap.company/docs/webhook
//   Listing: POST {api}/v2/charges/list and POST {api}/v2/refunds/list {period: {date: {from, to}} (epoch ms),
//            limit, starting_after (the last id of the previous page)} -> {has_more, charges | refunds: [...]}
//            https://developers.tap.company/reference/list-all-charges
//   Errors:  network error, timeout, 5xx -> ProviderUnavailableError; 404 -> not_found; a refund refused
//            because its period passed -> refund_window_passed; any other 4xx -> invalid_request
//            ({"errors": [{"code", "description"}]}).

export const TAP_KNET_SOURCE = "src_kw.knet";
export const TAP_SIGNATURE_HEADER = "hashstring";
export const TAP_TIMEOUT_MS = 2_500;

export type TapConfig = { secretKey: string; apiUrl: string; fetch?: typeof fetch; timeoutMs?: number };

// ISO 4217 minor units of the currencies Tap settles in the Gulf (the hashstring needs them exactly).
const DECIMALS: Record<string, number> = { KWD: 3, BHD: 3, OMR: 3, JOD: 3, AED: 2, SAR: 2, QAR: 2, USD: 2, EUR: 2, GBP: 2, EGP: 2 };

/** Tap's amount text: the currency's standard decimals (KWD 12.500). */
export function tapAmount(amount: number | string, currency: string): string {
  return Number(amount).toFixed(DECIMALS[currency.toUpperCase()] ?? 2);
}

const PAID = new Set(["CAPTURED"]);
const PENDING = new Set(["INITIATED", "IN_PROGRESS", "PENDING", "AUTHORIZED", "UNKNOWN"]);
const CANCELLED = new Set(["CANCELLED", "ABANDONED", "VOID"]);

/** A charge's status in our words: CAPTURED is paid, the in-flight ones pending, every other end failed. */
export function tapChargeStatus(status: string): ProviderPaymentStatus["status"] {
  if (PAID.has(status)) return "paid";
  return PENDING.has(status) ? "pending" : "failed";
}

export function tapRefundStatus(status: string): ProviderRefund["status"] {
  if (status === "REFUNDED") return "processed";
  return ["PENDING", "INITIATED", "IN_PROGRESS"].includes(status) ? "processing" : "failed";
}

/** Charges and refunds per listing page; pages are followed while has_more. */
export const TAP_LIST_LIMIT = 50;

type TapList = { has_more?: boolean; charges?: TapCharge[]; refunds?: TapCharge[] };

type TapCharge = {
  id?: string;
  object?: string;
  status?: string;
  amount?: number;
  currency?: string;
  charge_id?: string;
  created?: number | string;
  transaction?: { url?: string; created?: string | number };
  reference?: { transaction?: string; order?: string; gateway?: string; payment?: string; merchant?: string };
  metadata?: Record<string, string>;
  source?: { id?: string; payment_method?: string; type?: string };
  response?: { code?: string; message?: string };
  activities?: { status?: string; created?: number }[];
};

function methodOf(c: TapCharge): PaymentMethod | null {
  const m = (c.source?.payment_method ?? "").toUpperCase();
  if (c.source?.id === TAP_KNET_SOURCE || m === "KNET") return "knet";
  if (["VISA", "MASTERCARD", "AMEX", "MADA"].includes(m) || c.source?.type === "CARD_NOT_PRESENT" || c.source?.id === "src_card") return "card";
  return null;
}

const msDate = (v: string | number | undefined) => (v === undefined || v === "" || !Number.isFinite(Number(v)) ? null : new Date(Number(v)));

/** When the charge was captured: its CAPTURED activity, else the transaction time. */
function capturedAt(c: TapCharge): Date | null {
  const activity = c.activities?.find((a) => a.status === "CAPTURED");
  return msDate(activity?.created) ?? msDate(c.transaction?.created);
}

/** Our payment id as Tap echoes it back. */
const ourPaymentId = (c: TapCharge) => c.reference?.transaction ?? c.metadata?.payment_id ?? null;

/** Splits our E.164 phone into Tap's {country_code, number}; Kuwait when no code is given. */
function tapPhone(phone: string | null): { country_code: string; number: string } | undefined {
  const digits = phone?.replace(/\D/g, "");
  if (!digits) return undefined;
  if (digits.length === 8) return { country_code: "965", number: digits };
  return digits.startsWith("965")
    ? { country_code: "965", number: digits.slice(3) }
    : { country_code: digits.slice(0, digits.length - 8), number: digits.slice(-8) };
}

async function tapError(response: Response, during: string): Promise<Error> {
  const text = await response.text().catch(() => "");
  if (response.status >= 500) return new ProviderUnavailableError(`Tap answered ${response.status} to ${during}`);
  let errors: { code?: string; description?: string }[] = [];
  try {
    errors = (JSON.parse(text) as { errors?: typeof errors }).errors ?? [];
  } catch {
    // Not JSON (a proxy's page): the status decides.
  }
  const detail = `Tap refused ${during} (${response.status}): ${errors.map((e) => `${e.code} ${e.description}`).join("; ") || text.slice(0, 200)}`;
  if (response.status === 404) return new ProviderRejectedError(detail, "not_found");
  // Tap names no dedicated code for it; its description says the refund period is over.
  if (during === "refund" && errors.some((e) => /refund.*(period|window|expired|no longer)/i.test(e.description ?? ""))) {
    return new ProviderRejectedError(detail, "refund_window_passed");
  }
  return new ProviderRejectedError(detail, "invalid_request");
}

/** The hashstring Tap sends with a charge or refund it posts. */
export function tapHashString(secretKey: string, o: TapCharge): string {
  const created = o.object === "refund" ? o.created : o.transaction?.created;
  const text =
    `x_id${o.id ?? ""}x_amount${o.amount === undefined ? "" : tapAmount(o.amount, o.currency ?? "")}x_currency${o.currency ?? ""}` +
    `x_gateway_reference${o.reference?.gateway ?? ""}x_payment_reference${o.reference?.payment ?? ""}` +
    `x_status${o.status ?? ""}x_created${created ?? ""}`;
  return createHmac("sha256", secretKey).update(text, "utf8").digest("hex");
}

function chargeEvent(status: string): NormalizedWebhookEvent["event"] {
  if (status === "CAPTURED") return "payment.captured";
  if (CANCELLED.has(status)) return "payment.cancelled";
  return PENDING.has(status) ? "other" : "payment.failed";
}

/** A posted charge or refund in the normalized shape (Tap's post carries no signing time: signedAt null). */
export function normalizeTapObject(o: TapCharge): NormalizedWebhookEvent | null {
  if (typeof o.id !== "string" || typeof o.status !== "string") return null;
  const amount = typeof o.amount === "number" ? formatAmount(o.amount) : null;
  // Tap posts an object, not an event: its id and status together identify one notification.
  const base = { providerEventId: `${o.id}:${o.status}`, provider_ref: o.id, amount, currency: o.currency ?? null, signedAt: null };
  if (o.object === "refund") {
    const s = tapRefundStatus(o.status);
    const event = s === "processed" ? "refund.processed" : s === "failed" ? "refund.failed" : "other";
    return { ...base, event, reference: o.reference?.merchant ?? null, method: null, captured_at: null };
  }
  const event = chargeEvent(o.status);
  const at = event === "payment.captured" ? capturedAt(o) : null;
  return { ...base, event, reference: ourPaymentId(o), method: methodOf(o), captured_at: at ? at.toISOString() : null };
}

export function tapProvider(config: TapConfig): PaymentProvider {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));
  const base = config.apiUrl.replace(/\/+$/, "");

  async function call<T = TapCharge>(method: "GET" | "POST", path: string, during: string, body?: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${config.secretKey}`, Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
        body,
        signal: AbortSignal.timeout(config.timeoutMs ?? TAP_TIMEOUT_MS),
      });
    } catch (e) {
      throw new ProviderUnavailableError(`Tap did not answer ${during}: ${(e as Error).message}`, { cause: e });
    }
    if (!response.ok) throw await tapError(response, during);
    try {
      return (await response.json()) as T;
    } catch (e) {
      throw new ProviderUnavailableError(`Tap answered ${during} with no JSON`, { cause: e });
    }
  }

  /** Every charge or refund created in the window, page by page. */
  async function listAll(kind: "charges" | "refunds", window: { from: Date; to: Date }): Promise<TapCharge[]> {
    const all: TapCharge[] = [];
    let after: string | undefined;
    for (;;) {
      const body = {
        period: { date: { from: window.from.getTime(), to: window.to.getTime() - 1 } },
        limit: TAP_LIST_LIMIT,
        ...(after ? { starting_after: after } : {}),
      };
      const page = await call<TapList>("POST", `/v2/${kind}/list`, `the ${kind} listing`, JSON.stringify(body));
      const items = page[kind] ?? [];
      all.push(...items);
      after = items.at(-1)?.id;
      if (!page.has_more || !after) return all;
    }
  }

  /** JSON with the amount as a decimal literal ("amount":12.500), never a float's rounding. */
  function withAmount(body: Record<string, unknown>, amount: string, currency: string): string {
    return JSON.stringify({ ...body, amount: "__amount__" }).replace('"amount":"__amount__"', `"amount":${tapAmount(amount, currency)}`);
  }

  return {
    id: "provider_a",

    async createSession(input) {
      const phone = tapPhone(input.payer.phone);
      const body = {
        currency: input.currency,
        customer_initiated: true,
        threeDSecure: true,
        save_card: false,
        description: input.description,
        metadata: { payment_id: input.paymentId },
        reference: { transaction: input.paymentId, order: input.paymentId },
        receipt: { email: false, sms: false },
        customer: { first_name: input.payer.name, ...(input.payer.email ? { email: input.payer.email } : {}), ...(phone ? { phone } : {}) },
        source: { id: TAP_KNET_SOURCE },
        post: { url: input.webhookUrl },
        redirect: { url: input.returnUrl },
      };
      const charge = await call("POST", "/v2/charges", "the charge", withAmount(body, input.amount, input.currency));
      if (!charge.id || !charge.transaction?.url) throw new ProviderUnavailableError("Tap created a charge without id or transaction.url");
      return { sessionId: charge.id, paymentUrl: charge.transaction.url, providerRef: charge.id };
    },

    async queryStatus({ sessionId, providerRef }) {
      const chargeId = sessionId ?? providerRef;
      if (!chargeId) throw new ProviderRejectedError("no Tap charge id to query", "not_found");
      const c = await call("GET", `/v2/charges/${encodeURIComponent(chargeId)}`, "the status query");
      const status = tapChargeStatus(c.status ?? "UNKNOWN");
      return {
        status,
        amount: formatAmount(c.amount ?? 0),
        currency: c.currency ?? "KWD",
        providerRef: c.id ?? chargeId,
        method: methodOf(c),
        paidAt: status === "paid" ? capturedAt(c) : null,
        // A charge object carries no fee; Tap reports fees in its settlement (payout) files.
        fee: null,
        failureReason: status === "failed" ? (c.status ?? "FAILED").toLowerCase() : null,
      };
    },

    async refund(request) {
      const body = {
        charge_id: request.providerRef,
        currency: request.currency,
        reason: request.reason,
        reference: { merchant: request.refundId },
        metadata: { refund_id: request.refundId, payment_id: request.paymentId },
      };
      const refund = await call("POST", "/v2/refunds", "refund", withAmount(body, request.amount, request.currency));
      if (!refund.id) throw new ProviderUnavailableError("Tap answered the refund without an id");
      const status = tapRefundStatus(refund.status ?? "");
      return { providerRefundId: refund.id, status, failureReason: status === "failed" ? (refund.response?.message ?? refund.status ?? "failed") : null };
    },

    async listTransactions(window) {
      const charges = await listAll("charges", window);
      const refunds = await listAll("refunds", window);
      return [...charges.filter((c) => c.id).map(chargeTransaction), ...refunds.filter((r) => r.id).map(refundTransaction)];
    },

    async verifyWebhook(rawBody, headers): Promise<WebhookVerification> {
      let body: TapCharge;
      try {
        body = JSON.parse(rawBody) as TapCharge;
      } catch {
        return { ok: false, reason: "malformed" };
      }
      if (!body || typeof body !== "object") return { ok: false, reason: "malformed" };
      const expected = Buffer.from(tapHashString(config.secretKey, body), "utf8");
      const received = Buffer.from((headers.get(TAP_SIGNATURE_HEADER) ?? "").toLowerCase(), "utf8");
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { ok: false, reason: "signature" };
      const event = normalizeTapObject(body);
      return event ? { ok: true, event } : { ok: false, reason: "malformed" };
    },
  };
}

const listedAmount = (o: TapCharge) => formatAmount(o.amount ?? 0);

function chargeTransaction(c: TapCharge): ProviderTransaction {
  const status = tapChargeStatus(c.status ?? "UNKNOWN");
  return {
    type: "payment",
    reference: ourPaymentId(c),
    providerRef: c.id!,
    amount: listedAmount(c),
    currency: c.currency ?? "KWD",
    status: c.status === "REFUNDED" ? "refunded" : status,
    // Tap's charge carries no fee (its payout files do): fees are not compared for provider_a.
    fee: null,
    at: capturedAt(c) ?? msDate(c.created) ?? new Date(0),
  };
}

function refundTransaction(r: TapCharge): ProviderTransaction {
  const status = tapRefundStatus(r.status ?? "");
  return {
    type: "refund",
    reference: r.reference?.merchant ?? r.metadata?.refund_id ?? null,
    providerRef: r.id!,
    amount: listedAmount(r),
    currency: r.currency ?? "KWD",
    status: status === "processed" ? "processed" : status === "failed" ? "failed" : "pending",
    fee: null,
    at: msDate(r.created) ?? new Date(0),
  };
}
