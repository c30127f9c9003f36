import { routeHandlers } from "@/server/api/route";
import { removeBlockedWordEndpoint } from "@/server/reviews/moderation-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(removeBlockedWordEndpoint);
