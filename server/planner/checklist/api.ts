import { defineEndpoint } from "../../core/http/endpoint";
import { created, noContent, ok } from "../../core/http/envelope";
import { eventParams } from "../schemas";
import { addChecklistItem } from "./add-item";
import { applyTemplate } from "./apply-template";
import { changeChecklistItem } from "./change-item";
import { getChecklist } from "./get-checklist";
import { checklistItemParams, checklistSchema, createChecklistItemBody, updateChecklistItemBody } from "./schemas";

// The event's checklist (docs/planner.md "Checklist"). 404 for another customer's event.

const TAGS = ["Events"];
const common = { tags: TAGS, auth: "user", permission: "event.manage" } as const;

export const getChecklistEndpoint = defineEndpoint({
  ...common,
  method: "GET",
  path: "/events/{id}/checklist",
  summary: "The event's checklist with due dates (template items follow the event date), progress, and whether the type's template has items to add",
  params: eventParams,
  response: checklistSchema,
  handler: async ({ params, ctx }) => ok(await getChecklist(params.id, ctx)),
});

export const applyChecklistTemplateEndpoint = defineEndpoint({
  ...common,
  method: "POST",
  path: "/events/{id}/checklist/template",
  summary: "Add the event type's template items the checklist lacks (never twice). Answers the checklist",
  params: eventParams,
  response: checklistSchema,
  handler: async ({ params, ctx }) => ok(await applyTemplate(params.id, ctx)),
});

export const addChecklistItemEndpoint = defineEndpoint({
  ...common,
  method: "POST",
  path: "/events/{id}/checklist/items",
  summary: "Add the customer's own item (title, optional date and category; at most 200 items). Answers the checklist",
  params: eventParams,
  body: createChecklistItemBody,
  response: checklistSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const { checklist, id } = await addChecklistItem(params.id, body, ctx);
    return created(checklist, `/api/v1/events/${checklist.event_id}/checklist/items/${id}`);
  },
});

export const updateChecklistItemEndpoint = defineEndpoint({
  ...common,
  method: "PATCH",
  path: "/events/{id}/checklist/items/{itemId}",
  summary: "Edit an item, or tick (`done: true`) and untick it. Answers the checklist",
  params: checklistItemParams,
  body: updateChecklistItemBody,
  response: checklistSchema,
  handler: async ({ params, body, ctx }) => ok(await changeChecklistItem(params.id, params.itemId, body, ctx)),
});

export const deleteChecklistItemEndpoint = defineEndpoint({
  ...common,
  method: "DELETE",
  path: "/events/{id}/checklist/items/{itemId}",
  summary: "Remove an item (204)",
  params: checklistItemParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await changeChecklistItem(params.id, params.itemId, null, ctx);
    return noContent();
  },
});
