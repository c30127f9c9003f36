import { routeHandlers } from "@/server/api/route";
import { createEventEndpoint, listEventsEndpoint } from "@/server/planner/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listEventsEndpoint, createEventEndpoint);
