import { revertPhoneChangeEndpoint } from "@/server/identity/verification-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(revertPhoneChangeEndpoint);
