import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { okPage } from "../core/http/envelope";
import { zeroResultRowSchema, zeroResultsQuery, zeroResultsReport } from "./zero-results";

export const adminZeroResultsReport = defineEndpoint({
  method: "GET",
  path: "/admin/search/zero-results-report",
  summary: "Search queries that found nothing at least 10 times in a Kuwait week (last `weeks` weeks), highest count first",
  tags: ["Admin"],
  auth: "user",
  permission: "search.report",
  query: zeroResultsQuery,
  ...pagedList(zeroResultRowSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await zeroResultsReport(query)),
});
