import { getReviewEndpoint, updateReviewEndpoint, deleteReviewEndpoint } from "@/server/reviews/review-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getReviewEndpoint, updateReviewEndpoint, deleteReviewEndpoint);
