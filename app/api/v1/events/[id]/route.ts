import { routeHandlers } from "@/server/api/route";
import { deleteEventEndpoint, getEventEndpoint, updateEventEndpoint } from "@/server/planner/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getEventEndpoint, updateEventEndpoint, deleteEventEndpoint);
