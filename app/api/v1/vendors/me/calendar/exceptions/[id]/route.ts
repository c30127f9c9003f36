import { routeHandlers } from "@/server/api/route";
import { removeExceptionEndpoint } from "@/server/availability/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(removeExceptionEndpoint);
