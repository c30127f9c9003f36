import { cancelDeletionEndpoint, requestDeletionEndpoint } from "@/server/identity/me-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(requestDeletionEndpoint, cancelDeletionEndpoint);
