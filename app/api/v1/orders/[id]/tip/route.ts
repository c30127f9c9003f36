import { routeHandlers } from "@/server/api/route";
import { tipOrderEndpoint } from "@/server/wallet/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(tipOrderEndpoint);
