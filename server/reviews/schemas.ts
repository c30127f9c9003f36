import { z } from "zod";
import { pageParams } from "../core/http/query";
import { CRITERION_CODE } from "./criteria";

// Request and response schemas of the author's review endpoints and the
// public review reads (docs/reviews.md "API contract"; spec Resources "Review").

export const CRITERIA = ["quality", "punctuality", "value"] as const;
export type Criterion = (typeof CRITERIA)[number];
export const REVIEW_STATUSES = ["draft", "published", "pending_moderation", "hidden", "deleted"] as const;
export const MAX_REVIEW_PHOTOS = 5;

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });

// A plain link: a scheme, "www.", or a domain followed by a path (sara.com/offer). Bare
// domains and e-mail addresses are left to screening, which holds them for a moderator.
const URL_PATTERN = /\b(?:https?|ftp):\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*/i;
export const containsUrl = (text: string) => URL_PATTERN.test(text);

const noUrl = (schema: z.ZodString) => schema.refine((value) => !containsUrl(value), { message: "validation.review_no_urls" });
const rating = z.number().int().min(1).max(5);

export const reviewParams = z.object({ id: id.meta({ description: "Review id (ULID)." }) });

const criterionInput = rating.nullable().optional();
const criteriaInput = z.record(z.string().regex(CRITERION_CODE), criterionInput).meta({
  description:
    "Optional ratings 1-5 by criterion code (GET /review-criteria: quality, punctuality, value and those the Super Admin added); only active criteria; null clears one.",
});

const contentFields = {
  overall_rating: rating.meta({ description: "1-5. Required to submit; a draft may be saved without it." }),
  criteria: criteriaInput,
  title: noUrl(z.string().trim().min(3).max(80)).nullable().meta({ description: "3-80 characters, no links; null clears it." }),
  body: noUrl(z.string().trim().min(10).max(2000))
    .nullable()
    .meta({ description: "10-2,000 characters, no links; required to submit when any criterion is rated below 3. Null clears it." }),
  photo_media_ids: z
    .array(id)
    .max(MAX_REVIEW_PHOTOS)
    .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate_items" })
    .meta({ description: "Up to 5 uploads of the caller in context review_photo, in display order. The complete list: uploads left out are detached." }),
};

const contentInput = {
  overall_rating: contentFields.overall_rating.optional(),
  criteria: contentFields.criteria.optional(),
  title: contentFields.title.optional(),
  body: contentFields.body.optional(),
  photo_media_ids: contentFields.photo_media_ids.optional(),
};

const submitFlag = z
  .boolean()
  .default(true)
  .meta({ description: "true (default): submit now (screened: published, or held for a moderator). false: save or update the booking's draft (autosave)." });

/** POST /bookings/{id}/review. */
export const bookingReviewBody = z.strictObject({ ...contentInput, submit: submitFlag });
/** POST /reviews (the catalog path): the same with the booking in the body. */
export const createReviewBody = z.strictObject({
  booking_id: id.meta({ description: "The completed booking being reviewed." }),
  ...contentInput,
  submit: submitFlag,
});
export type ReviewContentInput = Omit<z.infer<typeof bookingReviewBody>, "submit">;
export type CreateReviewInput = z.infer<typeof bookingReviewBody>;

/** PATCH /reviews/{id}: only the fields given change. */
export const updateReviewBody = z.strictObject(contentInput).meta({ description: "Only the fields given change; null clears an optional field." });

export const appealBody = z.strictObject({
  reason: z.string().trim().min(10).max(1000).meta({ description: "Why the review should be restored (10-1,000 characters)." }),
});

/** `stars=5`, `stars=4,5` or `stars=4&stars=5`: the star levels to keep. */
const starsParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx): number[] => {
    const parts = (Array.isArray(value) ? value : [value ?? ""])
      .flatMap((v) => v.split(","))
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.some((p) => !/^[1-5]$/.test(p))) {
      ctx.addIssue({ code: "custom", message: "validation.review_stars" });
      return [];
    }
    return [...new Set(parts.map(Number))];
  })
  .meta({ description: "Star levels 1-5 to keep, one or several (`stars=4,5`)." });

export const VENDOR_REVIEW_SORTS = ["newest", "highest", "lowest"] as const;

export const vendorReviewsQuery = z
  .strictObject({
    ...pageParams,
    sort: z
      .string()
      .optional()
      .transform((v): (typeof VENDOR_REVIEW_SORTS)[number] =>
        (VENDOR_REVIEW_SORTS as readonly string[]).includes(v ?? "") ? (v as (typeof VENDOR_REVIEW_SORTS)[number]) : "newest",
      )
      .meta({ description: "newest (default), highest or lowest overall rating; other values fall back to newest." }),
    stars: starsParam,
    criterion: z.enum(CRITERIA).optional().meta({ description: "Keep reviews that rated this criterion (at least `min`)." }),
    min: z.coerce.number().int().min(1).max(5).optional().meta({ description: "With `criterion`: the lowest rating of it to keep (default 1)." }),
  })
  .refine((q) => q.min === undefined || q.criterion !== undefined, { message: "validation.review_min_needs_criterion", path: ["min"] });
export type VendorReviewsQuery = z.infer<typeof vendorReviewsQuery>;

export const myReviewsQuery = z.strictObject({ ...pageParams, status: z.enum(REVIEW_STATUSES).optional() });
export type MyReviewsQuery = z.infer<typeof myReviewsQuery>;

// ----------------------------------------------------------------- responses

const criterionView = z.number().int().nullable();
const criteriaView = z.object({ quality: criterionView, punctuality: criterionView, value: criterionView }).catchall(criterionView);

export const reviewSchema = z
  .object({
    id: z.string(),
    vendor_id: z.string(),
    overall_rating: z.number().int().nullable().meta({ description: "1-5; null only on a draft." }),
    criteria: criteriaView,
    title: z.string().nullable(),
    body: z.string().nullable(),
    photos: z.array(z.object({ id: z.string(), url: z.string() })),
    reviewer: z.object({
      display_name: z.string().meta({ description: "First name and the initial of the last name.", example: "Sara A." }),
      event_type: z.object({ name: z.string(), name_en: z.string() }).nullable(),
      event_month: z.string().meta({ description: "YYYY-MM of the service date.", example: "2026-10" }),
    }),
    reply: z
      .object({ id: z.string(), body: z.string(), created_at: isoTime, edited_at: isoTime.nullable() })
      .nullable()
      .meta({ description: "The vendor's published reply." }),
    published_at: isoTime.nullable(),
    edited_at: isoTime.nullable(),
  })
  .meta({ id: "Review" });
export type ReviewView = z.infer<typeof reviewSchema>;

export const myReviewSchema = reviewSchema
  .extend({
    status: z.enum(REVIEW_STATUSES),
    booking_id: z.string(),
    editable_until: isoTime.nullable().meta({
      description: "A published review: the end of the 7-day edit and delete window. Null otherwise (a draft is editable while the 90-day window is open).",
    }),
    appeal_until: isoTime.nullable().meta({ description: "A hidden review: the end of the 14-day appeal window." }),
    can_appeal: z.boolean(),
  })
  .meta({ id: "MyReview" });
export type MyReviewView = z.infer<typeof myReviewSchema>;
