import { routeHandlers } from "@/server/api/route";
import { resendVerificationEmailEndpoint } from "@/server/identity/verification-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(resendVerificationEmailEndpoint);
