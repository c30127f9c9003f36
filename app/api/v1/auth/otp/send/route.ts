import { routeHandlers } from "@/server/api/route";
import { sendOtpCode } from "@/server/identity/verification-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(sendOtpCode);
