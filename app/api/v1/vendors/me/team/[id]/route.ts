import { routeHandlers } from "@/server/core/http/route";
import { removeTeamEntryEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(removeTeamEntryEndpoint);
