import { routeHandlers } from "@/server/api/route";
import { createTopUpEndpoint } from "@/server/wallet/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createTopUpEndpoint);
