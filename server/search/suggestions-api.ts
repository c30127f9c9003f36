import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { suggest, suggestionSchema, suggestionsQuery } from "./suggestions";

export const searchSuggestions = defineEndpoint({
  method: "GET",
  path: "/search/suggestions",
  summary:
    "Autocomplete: up to 10 suggestions (up to 5 vendors, then categories, then synonym terms), names in the caller's language; 503 SEARCH_UNAVAILABLE when the engine is down",
  tags: ["Marketplace"],
  auth: "public",
  rateLimits: ["search"],
  query: suggestionsQuery,
  response: z.array(suggestionSchema),
  handler: async ({ query, ctx }) => ok(await suggest(query.q, ctx.locale)),
});
