import { z } from "zod";
import { vendorCardSchema } from "./cards";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { searchLinks, searchVendors, vendorSearchQuery } from "./vendor-search";

export const searchVendorsEndpoint = defineEndpoint({
  method: "GET",
  path: "/search/vendors",
  summary:
    "Vendor search and category browse: typo-tolerant bilingual query, filters, facets, sort, page or cursor (at most 500 results deep). " +
    "A query under 2 characters returns trending vendors (`meta.trending`). 503 SEARCH_UNAVAILABLE when the engine is down.",
  tags: ["Marketplace"],
  auth: "public",
  query: vendorSearchQuery,
  response: z.array(vendorCardSchema),
  collection: true,
  rateLimits: ["search"],
  handler: async ({ query, ctx }) => {
    const page = await searchVendors(query, ctx.locale);
    return ok(page.cards, {
      meta: { pagination: page.pagination, facets: page.facets, query_time_ms: page.query_time_ms, trending: page.trending, next_cursor: page.next_cursor },
      links: searchLinks(ctx.url, query, page),
    });
  },
});
