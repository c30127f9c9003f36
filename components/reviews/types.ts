import type { ApiData } from "@/components/ui/api-types";

// Payloads of the reviews API, from the generated OpenAPI types
// (public/sdk/api-v1.d.ts), so a changed payload fails tsc here; plus the
// lists the pages iterate over.

export type ReviewView = ApiData<"/vendors/{id}/reviews">[number];
export type MyReviewView = ApiData<"/me/reviews">[number];
export type RatingSummary = ApiData<"/vendors/{id}/rating-summary">;
export type ModerationCaseView = ApiData<"/admin/moderation/reviews">[number];
export type AdminReviewView = ApiData<"/admin/reviews">[number];
export type ReviewStatus = MyReviewView["status"];
export type ReviewCriterion = ApiData<"/review-criteria">[number];

/** Domains a review, reply or moderation decision changes besides its own (query keys: components/ui/use-api.ts). */
export const REVIEW_DOMAINS = ["reviews", "review-replies", "moderation", "vendors", "home"];

export const CRITERIA = ["quality", "punctuality", "value"] as const;
export type Criterion = (typeof CRITERIA)[number];
/** Ratings by criterion code (form state): the built-in three and those the Super Admin added (GET /review-criteria). */
export type Criteria = Record<string, number | null>;

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REPORT_REASONS = [
  "fake",
  "offensive",
  "personal_info",
  "off_topic",
  "blackmail",
] as const satisfies readonly ModerationCaseView["reports"][number]["reason"][];

/** The admin page's tabs: the two moderation queues and the hidden reviews (to restore). */
export const MODERATION_TABS = ["pending", "reported", "hidden"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];
export const DECISIONS = ["approve", "hide", "redact", "escalate"] as const satisfies readonly NonNullable<ModerationCaseView["decision"]>[];
