import { revertPhoneChangeEndpoint } from "@/server/identity/verification-api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(revertPhoneChangeEndpoint);
