import { now } from "../core/clock";
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "../core/db/generated/client";

// Rows as the API shows them (never the secrets, never the raw body).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function endpointView(e: WebhookEndpoint, rotationEndsAt: Date | null = null) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    status: e.status as "active" | "disabled",
    disabled_reason: e.disabledReason as "failing" | "manual" | null,
    failing_since: iso(e.failingSince),
    secret_rotation_ends_at: rotationEndsAt && rotationEndsAt > now() ? rotationEndsAt.toISOString() : null,
    created_at: e.createdAt.toISOString(),
  };
}

export function deliveryView(d: WebhookDelivery & { attemptsList: WebhookAttempt[] }) {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    status: d.status as "pending" | "succeeded" | "failed",
    attempts: d.attempts,
    response_code: d.responseCode,
    duration_ms: d.durationMs,
    last_error: d.lastError,
    // A claim moves next_attempt_at ahead while an attempt runs; the log shows it only while one is still due.
    next_attempt_at: d.status === "pending" ? iso(d.nextAttemptAt) : null,
    delivered_at: iso(d.deliveredAt),
    created_at: d.createdAt.toISOString(),
    attempt_log: [...d.attemptsList]
      .sort((a, b) => a.number - b.number)
      .map((a) => ({ number: a.number, manual: a.manual, at: a.at.toISOString(), response_code: a.responseCode, duration_ms: a.durationMs, error: a.error })),
  };
}
