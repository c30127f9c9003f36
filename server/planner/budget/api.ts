import { defineEndpoint } from "../../core/http/endpoint";
import { created, noContent, ok } from "../../core/http/envelope";
import { eventParams } from "../schemas";
import { addBudgetLine } from "./add-line";
import { updateBudgetLine } from "./change-line";
import { getBudget } from "./get-budget";
import { putBudget } from "./put-budget";
import { budgetLineParams, budgetSchema, createBudgetLineBody, putBudgetBody, updateBudgetLineBody } from "./schemas";

// The event's budget (docs/planner.md "Budget"): lines by category with what
// is quoted, booked and paid beside the plan. 404 for another customer's event.

const TAGS = ["Events"];
const common = { tags: TAGS, auth: "user", permission: "event.manage" } as const;

export const getBudgetEndpoint = defineEndpoint({
  ...common,
  method: "GET",
  path: "/events/{id}/budget",
  summary:
    "The event's budget: total, lines (planned, best live quote, booked, paid less refunds, over budget), categories spent on without a line, and the suggested split",
  params: eventParams,
  response: budgetSchema,
  handler: async ({ params, ctx }) => ok(await getBudget(params.id, ctx)),
});

export const putBudgetEndpoint = defineEndpoint({
  ...common,
  method: "PUT",
  path: "/events/{id}/budget",
  summary: "Set the total budget and, with `lines`, replace every line (one per top-level category; 422 per line otherwise)",
  params: eventParams,
  body: putBudgetBody,
  response: budgetSchema,
  handler: async ({ params, body, ctx }) => ok(await putBudget(params.id, body, ctx)),
});

export const addBudgetLineEndpoint = defineEndpoint({
  ...common,
  method: "POST",
  path: "/events/{id}/budget/lines",
  summary: "Add a budget line for a top-level category (422 `category_id` when it has one already). Answers the whole budget",
  params: eventParams,
  body: createBudgetLineBody,
  response: budgetSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const budget = await addBudgetLine(params.id, body, ctx);
    return created(budget, `/api/v1/events/${budget.event_id}/budget`);
  },
});

export const updateBudgetLineEndpoint = defineEndpoint({
  ...common,
  method: "PATCH",
  path: "/events/{id}/budget/lines/{lineId}",
  summary: "Change a line's planned amount. Answers the whole budget",
  params: budgetLineParams,
  body: updateBudgetLineBody,
  response: budgetSchema,
  handler: async ({ params, body, ctx }) => ok(await updateBudgetLine(params.id, params.lineId, body, ctx)),
});

export const deleteBudgetLineEndpoint = defineEndpoint({
  ...common,
  method: "DELETE",
  path: "/events/{id}/budget/lines/{lineId}",
  summary: "Remove a budget line (204)",
  params: budgetLineParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await updateBudgetLine(params.id, params.lineId, null, ctx);
    return noContent();
  },
});
