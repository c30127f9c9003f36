import { routeHandlers } from "@/server/api/route";
import { listMessagesEndpoint, sendMessageEndpoint } from "@/server/conversations/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listMessagesEndpoint, sendMessageEndpoint);
