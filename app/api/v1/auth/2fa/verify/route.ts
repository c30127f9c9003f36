import { routeHandlers } from "@/server/api/route";
import { verifySecondFactorEndpoint } from "@/server/identity/two-factor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(verifySecondFactorEndpoint);
