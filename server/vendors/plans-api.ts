import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import {
  adminPlanQuery,
  adminPlanSchema,
  createPlan,
  createPlanBody,
  deletePlan,
  deletePlanResultSchema,
  getPlanForAdmin,
  listPlansForAdmin,
  planIdParams,
  updatePlan,
  updatePlanBody,
} from "./plans";

// Admin plan management (plan.manage: Finance and Super admins). The public
// list stays GET /plans (server/catalog/api.ts). Only endpoints are exported.

export const adminListPlans = defineEndpoint({
  method: "GET",
  path: "/admin/plans",
  summary: "All subscription plans, including inactive ones",
  tags: ["Admin"],
  auth: "user",
  permission: "plan.manage",
  query: adminPlanQuery,
  response: z.array(adminPlanSchema),
  collection: true,
  handler: async ({ query, ctx }) => ok(await listPlansForAdmin(ctx.locale, query)),
});

export const adminCreatePlan = defineEndpoint({
  method: "POST",
  path: "/admin/plans",
  summary: "Create a plan (price in KWD as a 3-decimal string; null limits are unlimited); 409 when the code exists",
  tags: ["Admin"],
  auth: "user",
  permission: "plan.manage",
  body: createPlanBody,
  response: adminPlanSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const plan = await createPlan(body, ctx);
    return created(plan, `/api/v1/admin/plans/${plan.id}`);
  },
});

export const adminGetPlan = defineEndpoint({
  method: "GET",
  path: "/admin/plans/{planId}",
  summary: "One plan",
  tags: ["Admin"],
  auth: "user",
  permission: "plan.manage",
  params: planIdParams,
  response: adminPlanSchema,
  handler: async ({ params, ctx }) => ok(await getPlanForAdmin(params.planId, ctx.locale)),
});

export const adminUpdatePlan = defineEndpoint({
  method: "PATCH",
  path: "/admin/plans/{planId}",
  summary: "Change a plan's names, price, limits or visibility (`active`); the Free plan cannot be deactivated (409) and stays at 0.000",
  tags: ["Admin"],
  auth: "user",
  permission: "plan.manage",
  params: planIdParams,
  body: updatePlanBody,
  response: adminPlanSchema,
  handler: async ({ params, body, ctx }) => ok(await updatePlan(params.planId, body, ctx)),
});

export const adminDeletePlan = defineEndpoint({
  method: "DELETE",
  path: "/admin/plans/{planId}",
  summary: "Delete a plan nobody subscribed to; a plan with subscriptions is deactivated instead (`outcome`). The Free plan: 409",
  tags: ["Admin"],
  auth: "user",
  permission: "plan.manage",
  params: planIdParams,
  response: deletePlanResultSchema,
  handler: async ({ params, ctx }) => ok(await deletePlan(params.planId, ctx)),
});
