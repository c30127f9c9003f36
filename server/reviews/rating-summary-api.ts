import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { vendorIdParams } from "../vendors/schemas";
import { getRatingSummary, ratingSummarySchema } from "./rating-summary";

// The public rating aggregates of a vendor (spec `GET
// /vendors/{vendorId}/rating-summary`, served at /vendors/{id}/...: Next
// allows one dynamic segment name per folder level).

export const getRatingSummaryEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/rating-summary",
  summary:
    "A vendor's rating aggregates (published reviews only): count, average to one decimal (null and new_vendor under 3 reviews), distribution per star, per-criterion averages, ranking score. Approved, published vendors only (404 otherwise)",
  tags: ["Reviews"],
  auth: "public",
  params: vendorIdParams,
  response: ratingSummarySchema,
  handler: async ({ params }) => ok(await getRatingSummary(params.id)),
});
