import { routeHandlers } from "@/server/api/route";
import { getConversationEndpoint } from "@/server/conversations/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getConversationEndpoint);
