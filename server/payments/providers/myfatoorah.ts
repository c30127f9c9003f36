import { createHmac, timingSafeEqual } from "node:crypto";
import { formatAmount } from "../../core/money";
import { myFatoorahTransactionsFor } from "./myfatoorah-reconciliation";
import { myFatoorahMethod, myFatoorahPaymentStatus, type MfInvoice } from "./myfatoorah-status";
import { ProviderRejectedError, ProviderUnavailableError, type NormalizedWebhookEvent, type PaymentProvider, type WebhookVerification } from "./types";

// provider_b: MyFatoorah API v2 (Kuwait host), KNET first (docs/payments.md "Real gateways").
//
//   Methods: POST {api}/v2/InitiatePayment {InvoiceAmount, CurrencyIso} -> Data.PaymentMethods[]: KNET is the
//            entry with PaymentMethodCode "kn". Ids differ per account and environment, so we ask once per
//            adapter instance and keep the answer.  https://docs.myfatoorah.com/docs/initiate-payment
//   Session: POST {api}/v2/ExecutePayment {PaymentMethodId, InvoiceValue, DisplayCurrencyIso,
//            CustomerReference = our payment id, UserDefinedField = our payment id, CallBackUrl, ErrorUrl, ...}
//            -> Data {InvoiceId, PaymentURL}.  https://docs.myfatoorah.com/docs/execute-payment
//   Status:  POST {api}/v2/getPaymentStatus {Key, KeyType "InvoiceId" | "PaymentId"} -> Data {InvoiceStatus
//            Paid | Pending | Canceled | Expired, InvoiceTransactions[] {TransactionStatus Succss | InProgress |
//            Failed | Canceled, PaymentGateway, PaymentId, TotalServiceCharge, TransactionDate}}.
//            https://docs.myfatoorah.com/docs/get-payment-status
//   Refund:  POST {api}/v2/MakeRefund {KeyType "PaymentId", Key, Amount, Comment} -> Data {RefundId,
//            RefundReference}; MyFatoorah's finance team executes it later, so it is `processing` until the
//            RefundStatusChanged webhook.  https://docs.myfatoorah.com/docs/make-refund
//   Webhook: configured in the portal (Integration Settings > Webhook) to our
//            /api/v1/webhooks/payments/provider_b, with the secret key enabled. Header `MyFatoorah-Signature` =
//            base64 HMAC-SHA256(webhook secret, the Data properties sorted by name (case-insensitive) as
//            "Key=value" joined with ",", null as ""); GatewayReference is left out for RefundStatusChanged.
//            https://docs.myfatoorah.com/docs/webhook-signature  https://docs.myfatoorah.com/docs/webhook
//            https://docs.myfatoorah.com/docs/webhook-sample-code  https://docs.myfatoorah.com/docs/transaction-data-model
//   Errors:  network error, timeout, 5xx -> ProviderUnavailableError; a refund past its period ->
//            refund_window_passed; 404, or a status query refused for its key -> not_found; other 4xx or
//            IsSuccess false -> invalid_request.
//   Reconciliation: no listing by period; one status query per record (myfatoorah-reconciliation.ts).

export const MYFATOORAH_SIGNATURE_HEADER = "myfatoorah-signature";
export const MYFATOORAH_KNET_CODE = "kn";
export const MYFATOORAH_TIMEOUT_MS = 2_500;

export type MyFatoorahConfig = { apiKey: string; apiUrl: string; webhookSecret: string; fetch?: typeof fetch; timeoutMs?: number };

type Envelope<T> = { IsSuccess?: boolean; Message?: string; ValidationErrors?: { Name?: string; Error?: string }[] | null; Data?: T };

export { myFatoorahMethod, myFatoorahStatus } from "./myfatoorah-status";

/** The string MyFatoorah signs: Data's properties sorted by name, "Key=value" joined with commas. */
export function myFatoorahSignedText(event: string, data: Record<string, unknown>): string {
  return Object.keys(data)
    .filter((k) => !(event === "RefundStatusChanged" && k === "GatewayReference"))
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0))
    .map((k) => `${k}=${data[k] === null || data[k] === undefined ? "" : String(data[k])}`)
    .join(",");
}

export function myFatoorahSignature(secret: string, event: string, data: Record<string, unknown>): string {
  return createHmac("sha256", Buffer.from(secret, "utf8")).update(myFatoorahSignedText(event, data), "utf8").digest("base64");
}

/** MyFatoorah's "ddMMyyyyHHmmss", in Kuwait time (UTC+3, no daylight saving). */
export function myFatoorahTime(value: unknown): Date | null {
  const m = typeof value === "string" ? /^(\d{2})(\d{2})(\d{4})(\d{2})(\d{2})(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const d = new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}+03:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const str = (v: unknown) => (v === null || v === undefined || v === "" ? null : String(v));
const amountOrNull = (v: unknown) => (str(v) !== null && Number.isFinite(Number(v)) ? formatAmount(String(v)) : null);

/** A webhook's body (EventType 1 TransactionsStatusChanged, 2 RefundStatusChanged) in the normalized shape. */
export function normalizeMyFatoorahEvent(body: {
  EventType?: number;
  Event?: string;
  DateTime?: string;
  Data?: Record<string, unknown>;
}): NormalizedWebhookEvent | null {
  const d = body.Data;
  if (!d || typeof d !== "object") return null;
  const signedAt = myFatoorahTime(body.DateTime);
  if (body.EventType === 1) {
    const status = String(d.TransactionStatus ?? "").toUpperCase();
    const event = status === "SUCCESS" ? "payment.captured" : status === "FAILED" ? "payment.failed" : status === "CANCELED" ? "payment.cancelled" : "other";
    return {
      providerEventId: `${str(d.InvoiceId)}:${str(d.PaymentId)}:${status}`,
      event,
      reference: str(d.CustomerReference) ?? str(d.UserDefinedField),
      provider_ref: str(d.PaymentId),
      amount: amountOrNull(d.InvoiceValueInDisplayCurreny ?? d.InvoiceValueInBaseCurrency),
      currency: str(d.DisplayCurrency) ?? str(d.BaseCurrency),
      method: myFatoorahMethod(str(d.PaymentMethod)),
      captured_at: event === "payment.captured" ? (signedAt?.toISOString() ?? null) : null,
      signedAt,
    };
  }
  if (body.EventType === 2) {
    const status = String(d.RefundStatus ?? "").toUpperCase();
    return {
      providerEventId: `${str(d.RefundReference)}:${status}`,
      event: status === "REFUNDED" ? "refund.processed" : status === "CANCELED" ? "refund.failed" : "other",
      // MakeRefund takes no reference of ours: the refund is found by its RefundReference (provider_ref).
      reference: null,
      provider_ref: str(d.RefundReference),
      amount: amountOrNull(d.Amount),
      currency: null,
      method: null,
      captured_at: null,
      signedAt,
    };
  }
  return {
    providerEventId: `${str(body.Event)}:${str(body.DateTime)}`,
    event: "other",
    reference: null,
    provider_ref: null,
    amount: null,
    currency: null,
    method: null,
    captured_at: null,
    signedAt,
  };
}

async function myFatoorahError(response: Response, during: string): Promise<Error> {
  if (response.status >= 500) return new ProviderUnavailableError(`MyFatoorah answered ${response.status} to ${during}`);
  const text = await response.text().catch(() => "");
  let body: Envelope<unknown> = {};
  try {
    body = JSON.parse(text) as Envelope<unknown>;
  } catch {
    // Not JSON: the status decides.
  }
  return rejection(body, during, response.status, text);
}

function rejection(body: Envelope<unknown>, during: string, status: number, text = ""): ProviderRejectedError {
  const messages = [body.Message, ...(body.ValidationErrors ?? []).map((v) => `${v.Name}: ${v.Error}`)].filter(Boolean).join("; ");
  const detail = `MyFatoorah refused ${during} (${status}): ${messages || text.slice(0, 200)}`;
  if (during === "refund" && /refund.*(period|window|expired|no longer)/i.test(messages)) return new ProviderRejectedError(detail, "refund_window_passed");
  // A status query for a key MyFatoorah does not have: 404, or IsSuccess false naming the key.
  const unknownKey = /status query/.test(during) && /not found|invalid key|no data/i.test(messages);
  return new ProviderRejectedError(detail, status === 404 || unknownKey ? "not_found" : "invalid_request");
}

export function myFatoorahProvider(config: MyFatoorahConfig): PaymentProvider {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));
  const base = config.apiUrl.replace(/\/+$/, "");
  let knetMethodId: number | undefined;

  async function call<T>(path: string, during: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? MYFATOORAH_TIMEOUT_MS),
      });
    } catch (e) {
      throw new ProviderUnavailableError(`MyFatoorah did not answer ${during}: ${(e as Error).message}`, { cause: e });
    }
    if (!response.ok) throw await myFatoorahError(response, during);
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch (e) {
      throw new ProviderUnavailableError(`MyFatoorah answered ${during} with no JSON`, { cause: e });
    }
    if (envelope.IsSuccess === false || envelope.Data === undefined || envelope.Data === null) throw rejection(envelope, during, response.status);
    return envelope.Data;
  }

  async function knetId(amount: string, currency: string): Promise<number> {
    if (knetMethodId !== undefined) return knetMethodId;
    const data = await call<{ PaymentMethods?: { PaymentMethodId: number; PaymentMethodCode?: string }[] }>("/v2/InitiatePayment", "the payment methods", {
      InvoiceAmount: Number(amount),
      CurrencyIso: currency,
    });
    const knet = data.PaymentMethods?.find((m) => m.PaymentMethodCode === MYFATOORAH_KNET_CODE);
    if (!knet) throw new ProviderRejectedError("KNET is not enabled on this MyFatoorah account", "invalid_request");
    knetMethodId = knet.PaymentMethodId;
    return knetMethodId;
  }

  return {
    id: "provider_b",

    async createSession(input) {
      const mobile = input.payer.phone?.replace(/\D/g, "").replace(/^965(?=\d{8}$)/, "");
      const data = await call<{ InvoiceId?: number; PaymentURL?: string }>("/v2/ExecutePayment", "the session", {
        PaymentMethodId: await knetId(input.amount, input.currency),
        InvoiceValue: Number(input.amount),
        DisplayCurrencyIso: input.currency,
        CustomerName: input.payer.name,
        ...(input.payer.email ? { CustomerEmail: input.payer.email } : {}),
        ...(mobile ? { MobileCountryCode: "+965", CustomerMobile: mobile } : {}),
        CustomerReference: input.paymentId,
        UserDefinedField: input.paymentId,
        CallBackUrl: input.returnUrl,
        ErrorUrl: input.returnUrl,
        Language: input.locale.toUpperCase(),
        Comments: input.description,
      });
      if (!data.InvoiceId || !data.PaymentURL) throw new ProviderUnavailableError("MyFatoorah answered the session without InvoiceId or PaymentURL");
      return { sessionId: String(data.InvoiceId), paymentUrl: data.PaymentURL, providerRef: null };
    },

    async queryStatus({ sessionId, providerRef }) {
      const key = sessionId ? { Key: sessionId, KeyType: "InvoiceId" } : providerRef ? { Key: providerRef, KeyType: "PaymentId" } : null;
      if (!key) throw new ProviderRejectedError("no MyFatoorah invoice or payment id to query", "not_found");
      return myFatoorahPaymentStatus(await call<MfInvoice>("/v2/getPaymentStatus", "the status query", key));
    },

    async refund(request) {
      const data = await call<{ RefundId?: number; RefundReference?: string }>("/v2/MakeRefund", "refund", {
        KeyType: "PaymentId",
        Key: request.providerRef,
        Amount: Number(request.amount),
        ServiceChargeOnCustomer: false,
        Comment: `${request.reason} (${request.refundId})`,
      });
      const id = data.RefundReference ?? (data.RefundId !== undefined ? String(data.RefundId) : null);
      if (!id) throw new ProviderUnavailableError("MyFatoorah answered the refund without a reference");
      return { providerRefundId: id, status: "processing", failureReason: null };
    },

    async listTransactions() {
      // The public v2 API answers one payment or refund at a time (GetPaymentStatus, GetRefundStatus);
      // it has no listing by period, so reconciliation asks about our records instead (transactionsFor).
      throw new ProviderRejectedError("listing not supported", "not_supported");
    },

    transactionsFor: (query) => myFatoorahTransactionsFor(call, query),

    async verifyWebhook(rawBody, headers): Promise<WebhookVerification> {
      let body: { EventType?: number; Event?: string; DateTime?: string; Data?: Record<string, unknown> };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        return { ok: false, reason: "malformed" };
      }
      if (!body || typeof body !== "object" || !body.Data || typeof body.Data !== "object") return { ok: false, reason: "malformed" };
      // Compared as text: base64 decoding would forgive a changed padding bit.
      const expected = Buffer.from(myFatoorahSignature(config.webhookSecret, String(body.Event ?? ""), body.Data), "utf8");
      const received = Buffer.from(headers.get(MYFATOORAH_SIGNATURE_HEADER) ?? "", "utf8");
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { ok: false, reason: "signature" };
      const event = normalizeMyFatoorahEvent(body);
      return event ? { ok: true, event } : { ok: false, reason: "malformed" };
    },
  };
}
