import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { okPage } from "../core/http/envelope";
import { searchServices, serviceCardSchema, serviceSearchQuery } from "./service-search";

export const searchServicesEndpoint = defineEndpoint({
  method: "GET",
  path: "/search/services",
  summary:
    "Service and package search: published services of visible vendors, filtered by category and price, sorted by relevance, price or rating; results beyond 500 are not served (422); 503 SEARCH_UNAVAILABLE when the engine is down",
  tags: ["Marketplace"],
  auth: "public",
  rateLimits: ["search"],
  query: serviceSearchQuery,
  ...pagedList(serviceCardSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await searchServices(query, ctx.locale)),
});
