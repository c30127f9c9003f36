import { routeHandlers } from "@/server/api/route";
import { removeTeamEntryEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(removeTeamEntryEndpoint);
