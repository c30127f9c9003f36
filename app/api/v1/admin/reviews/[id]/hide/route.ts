import { routeHandlers } from "@/server/api/route";
import { hideReviewEndpoint } from "@/server/reviews/moderation-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(hideReviewEndpoint);
