import { routeHandlers } from "@/server/api/route";
import { reportReplyEndpoint } from "@/server/reviews/reply-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(reportReplyEndpoint);
