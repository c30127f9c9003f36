import { routeHandlers } from "@/server/api/route";
import { renewRsvpLinkEndpoint, revokeRsvpLinkEndpoint } from "@/server/planner/guests/guests-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(renewRsvpLinkEndpoint, revokeRsvpLinkEndpoint);
