import { routeHandlers } from "@/server/api/route";
import { addBlockedWordEndpoint, listBlockedWordsEndpoint } from "@/server/reviews/moderation-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listBlockedWordsEndpoint, addBlockedWordEndpoint);
