import { routeHandlers } from "@/server/api/route";
import { markConversationReadEndpoint } from "@/server/conversations/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(markConversationReadEndpoint);
