import { z } from "zod";
import type { Photo } from "./photo-field";
import { BODY_MIN, bodyRequired } from "./rules";
import type { MyReviewView } from "./types";

// The review form's values, its checks before the API's (spec "Review": an
// overall rating; a body of 10+ characters once a criterion is under 3, and
// never a shorter one), and the API body it sends.

export type ReviewValues = { overall: number | null; criteria: Record<string, number | null | undefined>; title: string; body: string; photos: Photo[] };

type Translate = (key: "overallRequired" | "bodyRequired" | "bodyShort", values?: Record<string, number>) => string;

/** The form's schema, with the form's own messages (`reviews.form`) already in the page's language. */
export function reviewSchema(t: Translate) {
  return z
    .object({
      overall: z.number().nullable(),
      // A criterion field not rated yet may be undefined (its star field registers before any value).
      criteria: z.record(z.string(), z.number().nullable().optional()),
      title: z.string(),
      body: z.string(),
      photos: z.array(z.object({ id: z.string(), url: z.string().nullable() })),
    })
    .superRefine((v, ctx) => {
      if (v.overall === null) ctx.addIssue({ code: "custom", path: ["overall"], message: t("overallRequired") });
      const body = v.body.trim();
      if (bodyRequired(v.criteria) && body.length < BODY_MIN) ctx.addIssue({ code: "custom", path: ["body"], message: t("bodyRequired", { min: BODY_MIN }) });
      else if (body && body.length < BODY_MIN) ctx.addIssue({ code: "custom", path: ["body"], message: t("bodyShort", { min: BODY_MIN }) });
    });
}

export function valuesOf(review: MyReviewView | null): ReviewValues {
  return {
    overall: review?.overall_rating ?? null,
    criteria: review?.criteria ?? {},
    title: review?.title ?? "",
    body: review?.body ?? "",
    photos: review?.photos.map((p) => ({ id: p.id, url: p.url })) ?? [],
  };
}

/**
 * The API body: every field, so the draft or the edit holds exactly the form (null clears a criterion or a text).
 * Only the criteria offered now (`active`): a rating of a retired one stays as it was.
 */
export function bodyOf(v: ReviewValues, active: readonly string[]) {
  return {
    ...(v.overall !== null ? { overall_rating: v.overall } : {}),
    criteria: Object.fromEntries(active.map((c) => [c, v.criteria[c] ?? null])),
    title: v.title.trim() || null,
    body: v.body.trim() || null,
    photo_media_ids: v.photos.map((p) => p.id),
  };
}

/** API field -> form field, for a 422's details (components/ui/form.tsx showApiErrors). */
export function apiFields(active: readonly string[]): Record<string, string> {
  return { overall_rating: "overall", title: "title", body: "body", ...Object.fromEntries(active.map((c) => [`criteria.${c}`, `criteria.${c}`])) };
}
