import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import { createCriterion, createCriterionBody, criterionParams, criterionSchema, listCriteria, updateCriterion, updateCriterionBody } from "./criteria";

// The review criteria set: read by everyone (the review form offers the
// active ones), managed by the Super Admin only (permission
// review.criteria.manage, held through "*"; spec Authentication 13).

const PERMISSION = "review.criteria.manage";

export const listReviewCriteriaEndpoint = defineEndpoint({
  method: "GET",
  path: "/review-criteria",
  summary:
    "Every review criterion (code, name, active), in display order: a review may rate the active ones; retired ones still label the ratings given before",
  tags: ["Reviews"],
  auth: "public",
  query: z.strictObject({}),
  response: z.array(criterionSchema),
  handler: async ({ ctx }) => ok(await listCriteria(ctx.locale)),
});

export const adminListReviewCriteriaEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/review-criteria",
  summary: "Every review criterion, retired ones too. Super Admin",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  query: z.strictObject({}),
  response: z.array(criterionSchema),
  handler: async ({ ctx }) => ok(await listCriteria(ctx.locale)),
});

export const adminCreateReviewCriterionEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/review-criteria",
  summary: "Add a review criterion (code, Arabic and English names): offered on reviews from now on. Audited; 409 CONFLICT when the code exists. Super Admin",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  body: createCriterionBody,
  response: criterionSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const criterion = await createCriterion(body, ctx);
    return created(criterion, `/api/v1/admin/review-criteria/${criterion.code}`);
  },
});

export const adminUpdateReviewCriterionEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/admin/review-criteria/{code}",
  summary: "Rename, reorder, retire (active: false) or restore a review criterion; ratings already given and their averages stay. Audited. Super Admin",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  params: criterionParams,
  body: updateCriterionBody,
  response: criterionSchema,
  handler: async ({ params, body, ctx }) => ok(await updateCriterion(params.code, body, ctx)),
});
