import { routeHandlers } from "@/server/core/http/route";
import { devOutbox } from "@/server/messaging/outbox-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(devOutbox);
