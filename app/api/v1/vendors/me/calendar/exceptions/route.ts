import { routeHandlers } from "@/server/api/route";
import { addExceptionEndpoint } from "@/server/availability/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(addExceptionEndpoint);
