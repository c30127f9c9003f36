import { routeHandlers } from "@/server/api/route";
import { getTeamEndpoint, inviteEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getTeamEndpoint, inviteEndpoint);
