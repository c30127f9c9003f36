import { purgeExpiredIdempotencyKeys } from "../core/idempotency";

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
];
