import { z } from "zod";
import { vendorCardSchema } from "./home/cards";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { paginationSchema } from "../core/http/meta";
import { FACET_KEYS } from "./engine/provider";
import { searchLinks, searchVendors, vendorSearchQuery } from "./vendor-search";

const searchMeta = z.object({
  pagination: paginationSchema,
  facets: z.record(z.enum(FACET_KEYS), z.record(z.string(), z.number().int())).meta({ description: "Per filter key, value -> number of results" }),
  query_time_ms: z.number().int(),
  trending: z.boolean().meta({ description: "A query under 2 characters: trending vendors instead of matches" }),
  next_cursor: z.string().nullable(),
  event: z
    .object({
      id: z.string(),
      title: z.string(),
      date: z.string().nullable().meta({ description: "The availability date it gave (null when the event has none, or it is outside today .. 24 months)." }),
      area: z
        .object({ id: z.string(), name: z.string() })
        .nullable()
        .meta({ description: "The area whose centroid distances are measured from (null: none set)." }),
    })
    .nullable()
    .meta({ description: "The caller's event given as `event`, else null." }),
});

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
  meta: searchMeta,
  rateLimits: ["search"],
  handler: async ({ query, ctx }) => {
    const page = await searchVendors(query, ctx.locale, ctx.userId ?? undefined);
    return ok(page.cards, {
      meta: {
        pagination: page.pagination,
        facets: page.facets,
        query_time_ms: page.query_time_ms,
        trending: page.trending,
        next_cursor: page.next_cursor,
        event: page.event,
      },
      links: searchLinks(ctx.url, query, page),
    });
  },
});
