import { revokeOne } from "@/server/identity/api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(revokeOne);
