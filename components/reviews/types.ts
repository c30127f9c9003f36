import type { z } from "zod";
import type { Pagination } from "@/server/core/http/query";
import type { adminReviewSchema, blockedWordSchema, moderationCaseSchema } from "@/server/reviews/moderation-schemas";
import type { ratingSummarySchema } from "@/server/reviews/rating-summary";
import type { myReviewSchema, reviewSchema } from "@/server/reviews/schemas";
import type { CriterionView } from "@/server/reviews/criteria";

// Payloads of the reviews API: the server's schemas as type-only imports
// (erased from the browser bundle, so a changed payload fails tsc here),
// plus the lists the pages iterate over, kept here so the browser bundle
// stays free of zod.

export type ReviewView = z.output<typeof reviewSchema>;
export type MyReviewView = z.output<typeof myReviewSchema>;
export type RatingSummary = z.output<typeof ratingSummarySchema>;
export type ModerationCaseView = z.output<typeof moderationCaseSchema>;
export type AdminReviewView = z.output<typeof adminReviewSchema>;
export type BlockedWord = z.output<typeof blockedWordSchema>;
export type ReviewStatus = MyReviewView["status"];
export type ListMeta = { pagination?: Pagination };

export const CRITERIA = ["quality", "punctuality", "value"] as const;
export type Criterion = (typeof CRITERIA)[number];
/** Ratings by criterion code: the built-in three and those the Super Admin added (GET /review-criteria). */
export type Criteria = Record<string, number | null>;
export type ReviewCriterion = CriterionView;

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REPORT_REASONS = ["fake", "offensive", "personal_info", "off_topic", "blackmail"] as const satisfies readonly ModerationCaseView["reports"][number]["reason"][];

/** The admin page's tabs: the two moderation queues and the hidden reviews (to restore). */
export const MODERATION_TABS = ["pending", "reported", "hidden"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];
export const DECISIONS = ["approve", "hide", "redact", "escalate"] as const satisfies readonly NonNullable<ModerationCaseView["decision"]>[];
export type Decision = (typeof DECISIONS)[number];
