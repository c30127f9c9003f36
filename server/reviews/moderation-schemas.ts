import { z } from "zod";
import { pageParams } from "../core/http/query";
import { REPLY_STATUSES, REPORT_REASONS } from "./reply-schemas";

export { reviewParams } from "./reply-schemas";

// Request and response schemas of moderation (docs/reviews.md "Screening,
// replies, reports, moderation (built)"; spec Endpoints "Reviews": decision
// approve, hide, redact, escalate; reason mandatory).

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });
const rating = z.number().int().nullable();

export const REVIEW_STATUSES = ["draft", "published", "pending_moderation", "hidden", "deleted"] as const;
export const CASE_CAUSES = ["screening", "report", "appeal"] as const;
export const CASE_STATUSES = ["open", "escalated", "decided"] as const;
export const DECISIONS = ["approve", "hide", "redact", "escalate"] as const;
export type Decision = (typeof DECISIONS)[number];

export const caseParams = z.object({ caseId: id.meta({ description: "Moderation case id (ULID)." }) });
export const blockedWordParams = z.object({ id: id.meta({ description: "Blocked word id (ULID)." }) });

export const queueQuery = z.strictObject({
  ...pageParams,
  status: z.enum(["pending", "reported"]).default("pending").meta({
    description: "pending: screening flags and appeals; reported: reports. Open and escalated cases, oldest first.",
  }),
});

export const adminReviewsQuery = z.strictObject({
  ...pageParams,
  status: z
    .enum(["flagged", "hidden"])
    .default("flagged")
    .meta({ description: "flagged: waiting for a moderator (pending_moderation); hidden: hidden reviews (to restore)." }),
});

const reason = z.string().trim().min(3).max(1000);

export const decideBody = z.strictObject({
  decision: z.enum(DECISIONS),
  reason: reason.meta({ description: "Why (3-1,000 characters); audit-logged, and told to the author when a review is hidden or edited." }),
  redacted_title: z
    .string()
    .trim()
    .min(3)
    .max(80)
    .nullable()
    .optional()
    .meta({ description: "redact only: the title that replaces the review's title (null removes it)." }),
  redacted_body: z
    .string()
    .trim()
    .min(10)
    .max(2000)
    .optional()
    .meta({ description: "redact only: the text that replaces the review's body, or the reply's (at most 1,000 characters for a reply)." }),
});
export type DecideInput = z.output<typeof decideBody>;

export const reasonBody = z.strictObject({ reason: reason.meta({ description: "Why (3-1,000 characters); audit-logged." }) });

export const blockedWordBody = z.strictObject({
  word: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M} '’-]*$/u, { message: "validation.blocked_word_format" })
    .meta({ description: "A word or phrase (2-60 characters), matched on word boundaries after normalization; stored normalized." }),
});

const flagSchema = z.object({ kind: z.enum(["url", "email", "phone", "handle", "blocked_word"]), match: z.string() });

export const adminReviewSchema = z
  .object({
    id: z.string(),
    status: z.enum(REVIEW_STATUSES),
    booking_id: z.string(),
    vendor: z.object({ id: z.string(), name: z.string(), name_ar: z.string(), name_en: z.string() }),
    author: z.object({ id: z.string(), name: z.string() }),
    overall_rating: rating,
    criteria: z.object({ quality: rating, punctuality: rating, value: rating }),
    title: z.string().nullable(),
    body: z.string().nullable(),
    screening_flags: z.array(flagSchema).nullable().meta({ description: "What screening found on the last submit or edit." }),
    submitted_at: isoTime.nullable(),
    published_at: isoTime.nullable(),
    edited_at: isoTime.nullable(),
    hidden_at: isoTime.nullable(),
    appealed_at: isoTime.nullable(),
    reply: z.object({ id: z.string(), body: z.string(), status: z.enum(REPLY_STATUSES), created_at: isoTime, edited_at: isoTime.nullable() }).nullable(),
    open_case_ids: z.array(z.string()),
  })
  .meta({ id: "AdminReview" });
export type AdminReviewView = z.output<typeof adminReviewSchema>;

export const moderationCaseSchema = z
  .object({
    id: z.string(),
    cause: z.enum(CASE_CAUSES),
    status: z.enum(CASE_STATUSES).meta({ description: "escalated cases stay in the queue, marked." }),
    target: z.enum(["review", "reply"]),
    appeal_reason: z.string().nullable().meta({ description: "Appeals: what the author wrote." }),
    decision: z.enum(DECISIONS).nullable(),
    reason: z.string().nullable().meta({ description: "The moderator's reason, once decided." }),
    decided_at: isoTime.nullable(),
    created_at: isoTime,
    review: adminReviewSchema,
    reports: z.array(z.object({ id: z.string(), reason: z.enum(REPORT_REASONS), note: z.string().nullable(), reporter_id: z.string(), created_at: isoTime })),
  })
  .meta({ id: "ModerationCase" });
export type ModerationCaseView = z.output<typeof moderationCaseSchema>;

export const blockedWordSchema = z
  .object({ id: z.string(), word: z.string(), created_by: z.string().nullable(), created_at: isoTime })
  .meta({ id: "ReviewBlockedWord" });
