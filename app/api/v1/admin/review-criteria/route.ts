import { routeHandlers } from "@/server/api/route";
import { adminCreateReviewCriterionEndpoint, adminListReviewCriteriaEndpoint } from "@/server/reviews/criteria-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminListReviewCriteriaEndpoint, adminCreateReviewCriterionEndpoint);
