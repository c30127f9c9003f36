import { routeHandlers } from "@/server/api/route";
import { listReviewCriteriaEndpoint } from "@/server/reviews/criteria-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listReviewCriteriaEndpoint);
