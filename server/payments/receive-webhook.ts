import { now } from "../core/clock";
import { db } from "../core/db/client";
import { Prisma } from "../core/db/generated/client";
import { AppError } from "../core/errors";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import { paymentDeps } from "./deps";
import type { DriverSetting } from "./providers";
import type { NormalizedWebhookEvent, ProviderId } from "./providers/types";

// POST /webhooks/payments/{provider} and /webhooks/psp: authenticate, store,
// answer. Order (spec Events "Inbound webhooks"): the provider must be the
// active one (or the previous one within 72 h of a switch), the HMAC over the
// raw body must verify (401, nothing stored), a signing time more than
// 5 minutes off is refused like a bad signature (401: a replay), then the row
// is stored once per provider event id (a duplicate answers 200 and does
// nothing). Payment events are applied by the outbox handler
// (process-webhook.ts) so the provider gets its 200 fast; refund events go to
// the refunds side as payments.refund_update.

export const WEBHOOK_SKEW_MS = 5 * 60_000;
export const SWITCH_GRACE_MS = 72 * 3600_000;
const MAX_WEBHOOK_BYTES = 256 * 1024;

export function acceptsWebhooksFrom(driver: DriverSetting, provider: ProviderId): boolean {
  if (driver.active === provider) return true;
  if (driver.previous !== provider || !driver.switched_at) return false;
  return now().getTime() - new Date(driver.switched_at).getTime() <= SWITCH_GRACE_MS;
}

/** The raw body as sent (the HMAC is over these exact bytes), capped. */
export async function rawBodyOf(request: Request): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_WEBHOOK_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_WEBHOOK_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  return text;
}

export async function receiveWebhook(provider: ProviderId, rawBody: string, headers: Headers): Promise<"stored" | "duplicate"> {
  if (!acceptsWebhooksFrom(await paymentDeps.driver(), provider)) {
    throw new AppError("UNAUTHENTICATED", {
      message: { en: "Webhooks from this provider are not accepted.", ar: "لا تُقبل إشعارات الويب هوك من مزوّد الدفع هذا." },
    });
  }
  const verified = await paymentDeps.provider(provider).verifyWebhook(rawBody, headers);
  if (!verified.ok) {
    if (verified.reason === "malformed") {
      throw new AppError("BAD_REQUEST", {
        message: { en: "The webhook body is not a known event.", ar: "محتوى الويب هوك ليس حدثًا معروفًا." },
      });
    }
    console.warn(`[payments] webhook from ${provider} refused: bad signature`);
    throw new AppError("UNAUTHENTICATED", { message: { en: "The webhook signature does not verify.", ar: "تعذّر التحقق من توقيع الويب هوك." } });
  }
  const event = verified.event;
  if (event.signedAt && Math.abs(now().getTime() - event.signedAt.getTime()) > WEBHOOK_SKEW_MS) {
    console.warn(`[payments] webhook from ${provider} refused: signed ${event.signedAt.toISOString()}, outside the 5-minute window`);
    throw new AppError("UNAUTHENTICATED", {
      message: { en: "The webhook signature is too old or too new.", ar: "وقت توقيع الويب هوك قديم جدًا أو متقدم جدًا." },
    });
  }
  try {
    await db.$transaction(async (tx) => {
      const id = newId();
      const refund = event.event === "refund.processed" || event.event === "refund.failed";
      await tx.webhookEvent.create({
        data: {
          id,
          provider,
          providerEventId: event.providerEventId,
          eventType: event.event,
          reference: event.reference,
          payload: { event: storedEvent(event), raw: rawBody } as Prisma.InputJsonValue,
          status: refund ? "processed" : "received",
          receivedAt: now(),
          processedAt: refund ? now() : null,
        },
      });
      if (refund && event.reference) {
        await emit(tx, "payments.refund_update", {
          refundId: event.reference,
          status: event.event === "refund.processed" ? "processed" : "failed",
          providerRefundId: event.provider_ref,
          failureReason: event.event === "refund.failed" ? "provider_failed" : null,
        });
      } else if (!refund) {
        await emit(tx, "payments.webhook_received", { webhookEventId: id });
      }
    });
    return "stored";
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") return "duplicate";
    throw e;
  }
}

const storedEvent = (e: NormalizedWebhookEvent) => ({ ...e, signedAt: e.signedAt?.toISOString() ?? null });

/** The stored normalized event of a webhook row. */
export function eventOf(payload: unknown): NormalizedWebhookEvent {
  const e = (payload as { event: NormalizedWebhookEvent & { signedAt: string | null } }).event;
  return { ...e, signedAt: e.signedAt ? new Date(e.signedAt) : null };
}
