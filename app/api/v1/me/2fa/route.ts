import { routeHandlers } from "@/server/api/route";
import { twoFactorStatusEndpoint, disableTwoFactorEndpoint } from "@/server/identity/two-factor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(twoFactorStatusEndpoint, disableTwoFactorEndpoint);
