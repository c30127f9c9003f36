import { routeHandlers } from "@/server/api/route";
import { verifyOtpCode } from "@/server/identity/verification-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(verifyOtpCode);
