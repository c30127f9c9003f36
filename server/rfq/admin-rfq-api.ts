import { z } from "zod";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { ok, okPage } from "../core/http/envelope";
import { adminVoidQuote } from "./admin-void-quote";
import { getAdminRfq } from "./get-admin-rfq";
import { listAdminRfqs } from "./list-rfqs";
import { quoteIdParams } from "./quote-schemas";
import { adminListRfqsQuery, adminRfqDetailSchema, adminRfqSchema, adminVoidQuoteBody, rfqParams } from "./rfq-schemas";
import { rfqSettings, rfqSettingsBody, rfqSettingsSchema, updateRfqSettings } from "./rfq-settings";

// GET /admin/rfqs (rfq.oversee): every RFQ with its customer and recipient count.

export const adminListRfqsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/rfqs",
  summary: "All RFQs, newest first, filtered by status and category, with the customer and the number of recipients",
  tags: ["Admin"],
  auth: "user",
  permission: "rfq.oversee",
  query: adminListRfqsQuery,
  ...pagedList(adminRfqSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listAdminRfqs(query, ctx.locale)),
});

// RFQ limits (spec: "at most 10 open RFQs per event (admin-configurable)"). Super Admin.
const SETTINGS_PERMISSION = "rfq.settings.manage";

export const adminGetRfqSettings = defineEndpoint({
  method: "GET",
  path: "/admin/rfq-settings",
  summary: "RFQ limits: open RFQs allowed per event (default 10). Super Admin",
  tags: ["Admin"],
  auth: "user",
  permission: SETTINGS_PERMISSION,
  query: z.strictObject({}),
  response: rfqSettingsSchema,
  handler: async () => ok(await rfqSettings()),
});

export const adminUpdateRfqSettings = defineEndpoint({
  method: "PATCH",
  path: "/admin/rfq-settings",
  summary: "Change the RFQ limits (open RFQs per event, 1-50). Audited; applies to the next RFQ created or sent. Super Admin",
  tags: ["Admin"],
  auth: "user",
  permission: SETTINGS_PERMISSION,
  body: rfqSettingsBody,
  response: rfqSettingsSchema,
  handler: async ({ body, ctx }) => ok(await updateRfqSettings(body, ctx)),
});

export const adminGetRfqEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/rfqs/{id}",
  summary: "One RFQ with every quotation (vendor, status, total, validity) and whether each can be voided",
  tags: ["Admin"],
  auth: "user",
  permission: "rfq.oversee",
  params: rfqParams,
  response: adminRfqDetailSchema,
  handler: async ({ params, ctx }) => ok(await getAdminRfq(params.id, ctx.locale)),
});

export const adminVoidQuoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/quotes/{quoteId}/void",
  summary:
    "Compliance void of a live quotation (submitted or counter_received), with a reason: the quotation can no longer be accepted, vendor and customer are notified, audited. Returns the RFQ as GET /admin/rfqs/{id}. 409 QUOTATION_INVALID_STATE otherwise",
  tags: ["Admin"],
  auth: "user",
  permission: "rfq.oversee",
  params: quoteIdParams,
  body: adminVoidQuoteBody,
  response: adminRfqDetailSchema,
  handler: async ({ params, body, ctx }) => ok(await adminVoidQuote(params.quoteId, body.reason, ctx)),
});
