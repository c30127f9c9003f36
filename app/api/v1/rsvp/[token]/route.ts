import { routeHandlers } from "@/server/api/route";
import { getRsvpEndpoint, answerRsvpEndpoint } from "@/server/planner/guests/guests-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getRsvpEndpoint, answerRsvpEndpoint);
