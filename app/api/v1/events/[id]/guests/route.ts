import { routeHandlers } from "@/server/api/route";
import { listGuestsEndpoint, createGuestEndpoint } from "@/server/planner/guests/guests-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listGuestsEndpoint, createGuestEndpoint);
