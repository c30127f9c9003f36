-- CreateTable
CREATE TABLE "handled_events" (
    "handler" TEXT NOT NULL,
    "event_key" TEXT NOT NULL,
    "handled_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "handled_events_pkey" PRIMARY KEY ("handler","event_key")
);


-- Backfill: what the handlers marked before, in the audit log or as a
-- notification, counts as handled, so an old event delivered again still does nothing.
INSERT INTO "handled_events" ("handler", "event_key", "handled_at")
SELECT 'bookings.deposit_applied', "entity_id", MIN("created_at") FROM "audit_logs"
WHERE "action" = 'booking.deposit_applied' AND "entity_type" = 'payment' GROUP BY "entity_id"
ON CONFLICT DO NOTHING;

INSERT INTO "handled_events" ("handler", "event_key", "handled_at")
SELECT 'vendors.subscription_payment_applied', "entity_id", MIN("created_at") FROM "audit_logs"
WHERE "action" = 'subscription.payment_applied' AND "entity_type" = 'payment' GROUP BY "entity_id"
ON CONFLICT DO NOTHING;

INSERT INTO "handled_events" ("handler", "event_key", "handled_at")
SELECT 'vendors.subscription_payment_unapplied', "entity_id", MIN("created_at") FROM "audit_logs"
WHERE "action" = 'ops.alert.subscription_payment_unapplied' AND "entity_type" = 'payment' GROUP BY "entity_id"
ON CONFLICT DO NOTHING;

INSERT INTO "handled_events" ("handler", "event_key", "handled_at")
SELECT 'bookings.payment_failed_notified', "params"->>'payment_id', MIN("created_at") FROM "notifications"
WHERE "kind" = 'payment.failed' AND "params"->>'payment_id' IS NOT NULL GROUP BY "params"->>'payment_id'
ON CONFLICT DO NOTHING;

INSERT INTO "handled_events" ("handler", "event_key", "handled_at")
SELECT 'conversations.message_notified', ("params"->>'message_id') || ':' || "user_id", MIN("created_at") FROM "notifications"
WHERE "kind" = 'message.received' AND "params"->>'message_id' IS NOT NULL GROUP BY "params"->>'message_id', "user_id"
ON CONFLICT DO NOTHING;

INSERT INTO "handled_events" ("handler", "event_key", "handled_at")
SELECT "kind", "entity_id", MIN("created_at") FROM "notifications"
WHERE "kind" IN ('review.invite', 'review.reminder') AND "entity_type" = 'booking' GROUP BY "kind", "entity_id"
ON CONFLICT DO NOTHING;
