import { routeHandlers } from "@/server/api/route";
import { createOrderReviewEndpoint } from "@/server/reviews/review-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createOrderReviewEndpoint);
