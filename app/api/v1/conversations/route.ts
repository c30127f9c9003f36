import { routeHandlers } from "@/server/api/route";
import { listConversationsEndpoint, startConversationEndpoint } from "@/server/conversations/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listConversationsEndpoint, startConversationEndpoint);
