import { routeHandlers } from "@/server/api/route";
import { getWalletEndpoint } from "@/server/wallet/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getWalletEndpoint);
