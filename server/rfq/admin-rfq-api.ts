import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { pageLinks } from "../core/http/query";
import { listAdminRfqs } from "./list-rfqs";
import { adminListRfqsQuery, adminRfqSchema } from "./rfq-schemas";

// GET /admin/rfqs (rfq.oversee): every RFQ with its customer and recipient count.

export const adminListRfqsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/rfqs",
  summary: "All RFQs, newest first, filtered by status and category, with the customer and the number of recipients",
  tags: ["Admin"],
  auth: "user",
  permission: "rfq.oversee",
  query: adminListRfqsQuery,
  response: z.array(adminRfqSchema),
  collection: true,
  handler: async ({ query, ctx }) => {
    const { items, pagination } = await listAdminRfqs(query, ctx.locale);
    return ok(items, { meta: { pagination }, links: pageLinks(ctx.url, pagination) });
  },
});
