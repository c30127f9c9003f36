import { routeHandlers } from "@/server/api/route";
import { devOutbox } from "@/server/api/dev-outbox-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(devOutbox);
