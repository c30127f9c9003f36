import { routeHandlers } from "@/server/api/route";
import { verifyEmailLink } from "@/server/identity/verification-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(verifyEmailLink);
