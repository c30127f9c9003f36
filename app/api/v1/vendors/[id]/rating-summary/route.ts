import { routeHandlers } from "@/server/api/route";
import { getRatingSummaryEndpoint } from "@/server/reviews/rating-summary-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getRatingSummaryEndpoint);
