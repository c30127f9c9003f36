import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok, okPage } from "../core/http/envelope";
import { eventParams } from "../planner/schemas";
import { cancelRfq } from "./cancel-rfq";
import { createCatalogRfq, createModuleRfq } from "./create-rfq";
import { getRfq } from "./get-rfq";
import { listRfqs } from "./list-rfqs";
import { cancelBody, catalogCreateBody, listRfqsQuery, moduleCreateBody, moduleUpdateBody, rfqParams } from "./rfq-schemas";
import { sendRfq } from "./send-rfq";
import { updateRfq } from "./update-rfq";
import { rfqSchema } from "./view-schemas";

// The customer's RFQ endpoints, both path sets of the spec (docs/rfqs.md
// "Creating and sending"): the catalog set under /rfqs and the module set
// under /quotation-requests call the same use cases and answer the same
// superset payload. Another customer's RFQ or event is 404.

const TAGS = ["RFQs"];
const GATES = "Needs a verified email (403 AUTH_EMAIL_UNVERIFIED); sending needs a verified phone (403 AUTH_PHONE_UNVERIFIED)";
const SEND_RULES =
  "all or nothing: every targeted vendor must still be eligible and have a receive slot this month (otherwise 422 naming the vendor and nothing is sent); an event holds at most 10 open RFQs (422 on event_id). A targeted vendor with no room on the service day (the event date, else needed_by_date) does not stop it: data.warnings has one VENDOR_BUSY_ON_DATE warning per such vendor (also on drafts, so the customer sees it before sending); open to the category, only vendors free that day are picked";

// ----------------------------------------------------------------- catalog set

export const createCatalogRfqEndpoint = defineEndpoint({
  method: "POST",
  path: "/rfqs",
  summary: `Create an RFQ (catalog shape): a draft, or sent at once with publish: true. ${GATES}. 10 RFQs per day per customer (429); ${SEND_RULES}. The title is "<category name> - <event title>"`,
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  body: catalogCreateBody,
  response: rfqSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const rfq = await createCatalogRfq(body, ctx);
    return created(rfq, `/api/v1/rfqs/${rfq.id}`);
  },
});

export const listCatalogRfqsEndpoint = defineEndpoint({
  method: "GET",
  path: "/rfqs",
  summary: "The caller's RFQs (both shapes), newest first, with each vendor's status; filter by event and status",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  query: listRfqsQuery,
  ...pagedList(rfqSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listRfqs(query, ctx)),
});

export const getCatalogRfqEndpoint = defineEndpoint({
  method: "GET",
  path: "/rfqs/{id}",
  summary: "One RFQ of the caller with its vendors' statuses",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: rfqParams,
  response: rfqSchema,
  handler: async ({ params, ctx }) => ok(await getRfq(params.id, ctx)),
});

export const publishRfqEndpoint = defineEndpoint({
  method: "POST",
  path: "/rfqs/{id}/publish",
  summary: `Send a draft (draft -> pending; 409 RFQ_INVALID_STATE otherwise). ${GATES}; ${SEND_RULES}`,
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: rfqParams,
  response: rfqSchema,
  handler: async ({ params, ctx }) => ok(await sendRfq(params.id, ctx)),
});

export const cancelCatalogRfqEndpoint = defineEndpoint({
  method: "POST",
  path: "/rfqs/{id}/cancel",
  summary:
    "Cancel: a draft is discarded; a pending, quoted or negotiating RFQ is cancelled, its live quotations become void and every recipient is told. 409 RFQ_INVALID_STATE otherwise",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: rfqParams,
  body: cancelBody,
  response: rfqSchema,
  handler: async ({ params, body, ctx }) => ok(await cancelRfq(params.id, body.reason, ctx)),
});

// ------------------------------------------------------------------ module set

export const createQuotationRequestEndpoint = defineEndpoint({
  method: "POST",
  path: "/events/{id}/quotation-requests",
  summary: `Create a quotation request (module shape) as a draft for the event: targeted (1-5 vendors) or open to the category (the system picks up to 15 vendors free on the service day when it is sent). ${GATES}. 10 RFQs per day per customer (429). Targeted vendors with no room on the service day are named in data.warnings (VENDOR_BUSY_ON_DATE); it can still be sent`,
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: eventParams,
  body: moduleCreateBody,
  response: rfqSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const rfq = await createModuleRfq(params.id, body, ctx);
    return created(rfq, `/api/v1/quotation-requests/${rfq.id}`);
  },
});

export const listQuotationRequestsEndpoint = defineEndpoint({
  method: "GET",
  path: "/quotation-requests",
  summary: "The caller's quotation requests (both shapes), newest first; filter by event_id and status",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  query: listRfqsQuery,
  ...pagedList(rfqSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listRfqs(query, ctx)),
});

export const getQuotationRequestEndpoint = defineEndpoint({
  method: "GET",
  path: "/quotation-requests/{id}",
  summary: "One quotation request of the caller with its recipients' statuses",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: rfqParams,
  response: rfqSchema,
  handler: async ({ params, ctx }) => ok(await getRfq(params.id, ctx)),
});

export const updateQuotationRequestEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/quotation-requests/{id}",
  summary: "Edit a draft (409 RFQ_INVALID_STATE once sent); the fields given change",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: rfqParams,
  body: moduleUpdateBody,
  response: rfqSchema,
  handler: async ({ params, body, ctx }) => ok(await updateRfq(params.id, body, ctx)),
});

export const sendQuotationRequestEndpoint = defineEndpoint({
  method: "POST",
  path: "/quotation-requests/{id}/send",
  summary: `Send a draft (draft -> pending; 409 RFQ_INVALID_STATE otherwise). ${GATES}; ${SEND_RULES}. Open to the category with no eligible vendor: 422 on targeting`,
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: rfqParams,
  response: rfqSchema,
  handler: async ({ params, ctx }) => ok(await sendRfq(params.id, ctx)),
});

export const cancelQuotationRequestEndpoint = defineEndpoint({
  method: "POST",
  path: "/quotation-requests/{id}/cancel",
  summary:
    "Cancel: a draft is discarded; a pending, quoted or negotiating request is cancelled, its live quotes become void and every recipient is told. 409 RFQ_INVALID_STATE otherwise",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: rfqParams,
  body: cancelBody,
  response: rfqSchema,
  handler: async ({ params, body, ctx }) => ok(await cancelRfq(params.id, body.reason, ctx)),
});
