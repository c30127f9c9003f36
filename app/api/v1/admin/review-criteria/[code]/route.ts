import { routeHandlers } from "@/server/api/route";
import { adminUpdateReviewCriterionEndpoint } from "@/server/reviews/criteria-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminUpdateReviewCriterionEndpoint);
