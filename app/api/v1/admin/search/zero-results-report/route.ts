import { routeHandlers } from "@/server/api/route";
import { adminZeroResultsReport } from "@/server/search/zero-results-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminZeroResultsReport);
