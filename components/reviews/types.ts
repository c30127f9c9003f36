import type { Pagination } from "@/server/core/http/query";

// Payloads of the reviews API (docs/reviews.md "API contract"). Kept as
// plain types here so the browser bundle stays free of zod.

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

export type RatingSummary = {
  vendor_id: string;
  count: number;
  average: string | null;
  new_vendor: boolean;
  distribution: Record<"1" | "2" | "3" | "4" | "5", number>;
  criteria: Record<Criterion, { average: string | null; count: number }>;
  ranking_score: number | string | null;
};

export type ListMeta = { pagination?: Pagination };

