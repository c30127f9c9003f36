import { routeHandlers } from "@/server/api/route";
import { vendorSettlementsEndpoint } from "@/server/finance/ledger-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(vendorSettlementsEndpoint);
