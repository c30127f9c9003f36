import { routeHandlers } from "@/server/api/route";
import { editReplyEndpoint } from "@/server/reviews/reply-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(editReplyEndpoint);
