import { buildPendingExports, expireDataExports } from "../identity/profile/data-export";
import { anonymizeExpiredDeletions } from "../identity/profile/deletion";
import { purgeExpiredIdempotencyKeys } from "../core/idempotency";
import { reconcileSearchIndex } from "../search/engine/indexer";
import { purgeStaleUploads } from "../media/purge";
import { sweepSubscriptionRenewals } from "../vendors/subscription-renewal";
import { sendSubscriptionReminders } from "../vendors/subscription-reminders";
import { ensureFeaturedRotation } from "../search/home/featured";
import { deliverDueNotifications } from "../notifications/deliver";
import { cancelUnpaidBookings } from "../bookings/cancel-unpaid-bookings";
import { expireQuotes } from "../rfq/expire-quotes";
import { expireRfqs } from "../rfq/expire-rfqs";
import { retryDueRefunds } from "../payments/refunds/retry-refunds";
import { expireIntents } from "../payments/expire-intents";
import { pollPendingPayments } from "../payments/poll-payments";
import { confirmDecidedPayments } from "../payments/confirm-decided-payments";
import { retrySandboxWebhooks } from "../payments/providers/sandbox-deliveries";
import { reconcilePayments } from "../finance/reconciliation/run-reconciliation";
import { runSettlement } from "../finance/run-settlement";
import { sendReviewReminders } from "../reviews/review-reminders";
import { retrySearchIndexJobs } from "../search/engine/indexer";
import { cancelUnconfirmedBookings } from "../bookings/cancel-unconfirmed-bookings";
import { expireOrders } from "../orders/expire-orders";
import { syncDueCalendarImports } from "../availability/ical-sync";
import { sendChecklistReminders } from "../planner/checklist/reminders";
import { sendDueWebhookDeliveries } from "../webhooks/attempt";

// Scheduled domain jobs, independent of where they run: Inngest cron
// functions in production, the in-process runner in the embedded default.
export type JobDefinition = {
  id: string;
  /** Schedule for Inngest. */
  cron: string;
  /** The same schedule for the in-process runner. */
  everyMs: number;
  run: () => Promise<unknown>;
};

export const jobs: JobDefinition[] = [
  { id: "purge-idempotency-keys", cron: "17 * * * *", everyMs: 3600_000, run: purgeExpiredIdempotencyKeys },
  // Accounts past the 30-day deletion grace are anonymized (the in-process runner checks hourly).
  { id: "anonymize-expired-deletions", cron: "23 3 * * *", everyMs: 3600_000, run: anonymizeExpiredDeletions },
  // Data exports: delivered well within the promised 72 hours; links expire after 72 hours.
  { id: "build-data-exports", cron: "*/10 * * * *", everyMs: 600_000, run: buildPendingExports },
  { id: "expire-data-exports", cron: "41 * * * *", everyMs: 3600_000, run: expireDataExports },
  // Uploads never confirmed within 24 hours are discarded (object and row).
  { id: "purge-stale-media", cron: "29 * * * *", everyMs: 3600_000, run: purgeStaleUploads },
  // Paid subscriptions at their period end: renewal grace (3 days) or back to Free.
  { id: "subscription-renewals", cron: "7 * * * *", everyMs: 3600_000, run: sweepSubscriptionRenewals },
  // Reminders 7, 3 and 1 days before a paid period ends (renewal reminder or expiry warning).
  { id: "subscription-reminders", cron: "37 * * * *", everyMs: 3600_000, run: sendSubscriptionReminders },
  // Featured slots of the current period are drawn on first read; this draws a new period without waiting for one.
  { id: "featured-rotation", cron: "*/10 * * * *", everyMs: 600_000, run: () => ensureFeaturedRotation() },
  // Search index: a full pass at 02:30 Kuwait time repairs drift and refreshes ranking scores.
  // Failed push/email/SMS deliveries whose backoff has passed (push 3 retries, email 5 over about 2 hours).
  { id: "retry-notification-deliveries", cron: "* * * * *", everyMs: 60_000, run: () => deliverDueNotifications() },
  // RFQ expiry (needed-by passed, or expires_at passed with no live quote) and quote validity.
  { id: "expire-rfqs", cron: "5 * * * *", everyMs: 3600_000, run: expireRfqs },
  { id: "expire-quotes", cron: "3 * * * *", everyMs: 3600_000, run: expireQuotes },
  // Pending bookings whose deposit was not paid by the payment deadline are cancelled.
  { id: "cancel-unpaid-bookings", cron: "*/15 * * * *", everyMs: 900_000, run: cancelUnpaidBookings },
  // Failed refund sends whose retry is due (3 automatic retries, then manual), and approved or system refunds never sent.
  { id: "refund-retries", cron: "*/15 * * * *", everyMs: 900_000, run: retryDueRefunds },
  // Payment intents never opened fail 60 minutes after creation (PaymentFailed).
  { id: "expire-payment-intents", cron: "*/5 * * * *", everyMs: 300_000, run: expireIntents },
  // Pending payments older than 15 minutes: status query (a lost webhook is recovered); failed after 24 hours.
  { id: "poll-pending-payments", cron: "*/15 * * * *", everyMs: 900_000, run: pollPendingPayments },
  // The sandbox gateway's failed webhook deliveries whose backoff has passed (1, 2, 5, 15, 30, 60 min), also those a restart interrupted.
  { id: "sandbox-webhook-retries", cron: "* * * * *", everyMs: 60_000, run: retrySandboxWebhooks },
  { id: "search-reconcile", cron: "30 23 * * *", everyMs: 86_400_000, run: reconcileSearchIndex },
  // 01:30 Kuwait: yesterday's payments and refunds against each provider's records (docs/finance.md "Reconciliation").
  { id: "reconcile-payments", cron: "30 22 * * *", everyMs: 86_400_000, run: reconcilePayments },
  // Settlement at 02:15 Kuwait time of yesterday's eligible ledger entries (one run per date: a rerun answers the same run).
  { id: "settlement-run", cron: "15 23 * * *", everyMs: 3600_000, run: () => runSettlement({ startedBy: null }) },
  // One reminder per completed booking not yet reviewed, in the last 7 days of its 90-day review window.
  { id: "review-reminders", cron: "47 * * * *", everyMs: 3600_000, run: sendReviewReminders },
  // Failed search index jobs: retried after 1, 2, 4, 8, 16 min, then given up with an ops alert (server/search/engine/indexer-retries.ts).
  { id: "search-index-retries", cron: "* * * * *", everyMs: 60_000, run: retrySearchIndexJobs },
  // Bookings whose deposit was paid 48 h ago and that the vendor has not confirmed: cancelled, everything paid refunded (system).
  { id: "vendor-confirm-deadline", cron: "*/15 * * * *", everyMs: 900_000, run: cancelUnconfirmedBookings },
  // Imported iCal calendars (vendors' busy days): each refreshed hourly, a failed fetch retried after 15 min (docs/availability.md "iCal").
  { id: "calendar-imports", cron: "*/15 * * * *", everyMs: 900_000, run: () => syncDueCalendarImports() },
  // Checklist items of planned events falling due within 7 days: one reminder per item and due date (docs/planner.md).
  { id: "checklist-reminders", cron: "53 * * * *", everyMs: 3600_000, run: sendChecklistReminders },
  // Outbound webhook retries whose backoff has passed (5 attempts over 24 hours; server/webhooks/attempt.ts, docs/webhooks.md).
  { id: "webhook-deliveries", cron: "* * * * *", everyMs: 60_000, run: () => sendDueWebhookDeliveries() },
  // Direct orders not paid within 60 minutes, or paid and not accepted by their confirm deadline: cancelled, everything paid refunded (docs/orders.md).
  { id: "order-deadlines", cron: "*/5 * * * *", everyMs: 300_000, run: expireOrders },
];

/** A job run once when a server process starts (the schedule runner only), before any timer fires. */
export type StartupJob = { id: string; run: () => Promise<unknown> };

export const startupJobs: StartupJob[] = [
  // Payments whose provider session was decided while the server was down (or whose webhook died with it) are confirmed now, not at the poller's next run.
  { id: "confirm-decided-payments", run: confirmDecidedPayments },
];
