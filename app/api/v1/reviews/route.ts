import { createReviewEndpoint } from "@/server/reviews/review-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createReviewEndpoint);
