import type { z } from "zod";
import type { Pagination } from "@/server/core/http/query";
import type { ratingSummarySchema } from "@/server/reviews/rating-summary";

// Payloads of the reviews API (docs/reviews.md "API contract"): the server's
// schemas as type-only imports where they exist (erased from the browser
// bundle), the contract's shapes otherwise; UI lists below.

export const CRITERIA = ["quality", "punctuality", "value"] as const;
export type Criterion = (typeof CRITERIA)[number];
export type Criteria = Record<Criterion, number | null>;

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REPORT_REASONS = ["fake", "offensive", "personal_info", "off_topic", "blackmail"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REVIEW_STATUSES = ["draft", "published", "pending_moderation", "hidden", "deleted"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type ReviewReply = { id: string; body: string; created_at: string; edited_at: string | null };

export type ReviewView = {
  id: string;
  vendor_id: string;
  overall_rating: number;
  criteria: Criteria;
  title: string | null;
  body: string | null;
  photos: { id: string; url: string }[];
  reviewer: { display_name: string; event_type: { name: string; name_en: string } | null; event_month: string | null };
  reply: ReviewReply | null;
  published_at: string | null;
  edited_at: string | null;
};

export type MyReviewView = ReviewView & {
  status: ReviewStatus;
  booking_id: string;
  editable_until: string | null;
  appeal_until: string | null;
  can_appeal: boolean;
};

export type RatingSummary = z.output<typeof ratingSummarySchema>;

export type ListMeta = { pagination?: Pagination };


export const MODERATION_TABS = ["pending", "reported"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];
export const DECISIONS = ["approve", "hide", "redact", "escalate"] as const;
export type Decision = (typeof DECISIONS)[number];

export type ModerationCaseView = {
  id: string;
  cause: "screening" | "report" | "appeal";
  status: "open" | "escalated" | "decided";
  created_at: string;
  review: ReviewView & { status: ReviewStatus };
  flags: { kind: string; match: string }[];
  reports: { id: string; target: "review" | "reply"; reason: ReportReason; note: string | null; created_at: string }[];
  appeal_reason: string | null;
};

export type BlockedWord = { id: string; word: string; created_at: string };
