import { routeHandlers } from "@/server/api/route";
import { acceptInvitationEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(acceptInvitationEndpoint);
