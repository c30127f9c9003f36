import { routeHandlers } from "@/server/api/route";
import { replyToReviewEndpoint } from "@/server/reviews/reply-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(replyToReviewEndpoint);
