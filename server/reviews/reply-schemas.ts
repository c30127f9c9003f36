import { z } from "zod";

// Request and response schemas of replies and reports (docs/reviews.md
// "Screening, replies, reports, moderation (built)"; spec Resources "Review":
// reply text only, 10-1,000 characters; report reason enum plus a note up to
// 1,000 characters).

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });

export const REPLY_STATUSES = ["published", "pending_moderation", "hidden"] as const;
export const REPORT_REASONS = ["fake", "offensive", "personal_info", "off_topic", "blackmail"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Reasons serious enough that a published review or reply waits for a moderator at once. */
export const AUTO_HIDE_REASONS: readonly ReportReason[] = ["offensive", "personal_info", "blackmail"];

export const reviewParams = z.object({ id: id.meta({ description: "Review id (ULID)." }) });
export const replyParams = z.object({ id: id.meta({ description: "Reply id (ULID)." }) });

export const replyBody = z.strictObject({
  body: z.string().trim().min(10).max(1000).meta({ description: "Text only, 10-1,000 characters; no web addresses or contact details." }),
});

export const reportBody = z.strictObject({
  reason: z.enum(REPORT_REASONS).meta({
    description:
      "fake, offensive, personal_info, off_topic or blackmail (extortion). offensive, personal_info and blackmail take a published target off the page until a moderator decides.",
  }),
  note: z.string().trim().max(1000).optional().meta({ description: "Up to 1,000 characters." }),
});

export const replySchema = z
  .object({
    id: z.string(),
    review_id: z.string(),
    vendor_id: z.string(),
    body: z.string(),
    status: z.enum(REPLY_STATUSES),
    created_at: isoTime,
    edited_at: isoTime.nullable(),
    editable_until: isoTime.meta({ description: "The reply can be edited until then (7 days after posting)." }),
  })
  .meta({ id: "ReviewReply" });
export type ReplyView = z.output<typeof replySchema>;

export const reportSchema = z
  .object({
    id: z.string(),
    target: z.enum(["review", "reply"]),
    review_id: z.string(),
    reply_id: z.string().nullable(),
    reason: z.enum(REPORT_REASONS),
    note: z.string().nullable(),
    created_at: isoTime,
    target_status: z
      .string()
      .meta({ description: "The status of the reported review or reply after the report (pending_moderation when an auto-hide reason took it off the page)." }),
  })
  .meta({ id: "ReviewReport" });
export type ReportView = z.output<typeof reportSchema>;
