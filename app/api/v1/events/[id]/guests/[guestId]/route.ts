import { routeHandlers } from "@/server/api/route";
import { updateGuestEndpoint, deleteGuestEndpoint } from "@/server/planner/guests/guests-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(updateGuestEndpoint, deleteGuestEndpoint);
