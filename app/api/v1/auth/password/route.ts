import { changePasswordEndpoint } from "@/server/identity/password-api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(changePasswordEndpoint);
