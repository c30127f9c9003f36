// The spec's rate-limit table, one bucket per row. Durations in seconds.
export const BUCKETS = {
  anonymous: { points: 60, duration: 60 }, // unauthenticated, per IP
  authenticated: { points: 240, duration: 60 }, // per user
  login: { points: 5, duration: 60 }, // per account and IP together (a shared office IP is not one budget)
  otp_cooldown: { points: 1, duration: 60 }, // per phone
  otp_hourly: { points: 5, duration: 3600 }, // per phone
  otp_daily: { points: 10, duration: 86_400 }, // per phone
  search: { points: 60, duration: 60 }, // per user or IP
  rfq_create: { points: 10, duration: 86_400 }, // per customer
  messages: { points: 30, duration: 60 }, // per user
  media_presign: { points: 60, duration: 3600 }, // per user
  // Not in the spec's table: review writes (create, autosave, edit, submit, delete, appeal), per user.
  // Room for a debounced autosave while writing, not for flooding a vendor's page.
  review_write: { points: 60, duration: 3600 },
  // Not in the spec's table: a provider's live location on a direct order, per user (one every 5 s).
  order_location: { points: 12, duration: 60 },
  // Not in the spec's table: image and file downloads, per user or IP. A profile
  // page loads a gallery at once, so files do not spend the 60/min API bucket.
  media_file: { points: 600, duration: 60 },
  // Not in the spec's table: a guest's RSVP page (read and answer), per IP: a
  // family answering from one home fits, guessing tokens does not.
  rsvp: { points: 30, duration: 600 },
  // Not in the spec's table: webhook test events and resends, per user: each makes an outbound request.
  webhook_send: { points: 30, duration: 3600 },
  // Not in the spec's table: quote drafts, per user: each reads the vendor's catalog and past quotes and may call a model.
  quote_draft: { points: 30, duration: 3600 },
  // Failed logins within 15 minutes per account, from any IP (counted, not
  // consumed): 5 -> backoff and CAPTCHA, 10 -> 15-minute lock.
  login_failures: { points: 10, duration: 900 },
  // Exponential backoff after the account's 5th failure: the key is blocked for the wait.
  login_backoff: { points: 1, duration: 900 },
  // Password spraying from one IP within 15 minutes (counted, not consumed):
  // from 30 failures, or failures on 15 distinct accounts, every sign-in from
  // that IP needs a CAPTCHA. A 50-person office stays far below (docs/decisions.md).
  login_ip_failures: { points: 30, duration: 900 },
  login_ip_accounts: { points: 15, duration: 900 },
  // Failures per account and IP: its first one adds the account to login_ip_accounts.
  login_pair_failures: { points: 10, duration: 900 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type BucketName = keyof typeof BUCKETS;
