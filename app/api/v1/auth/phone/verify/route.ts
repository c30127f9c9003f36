import { routeHandlers } from "@/server/core/http/route";
import { verifyPhoneNumber } from "@/server/identity/verification-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(verifyPhoneNumber);
