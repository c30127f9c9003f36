import { routeHandlers } from "@/server/api/route";
import { markSettlementPaidEndpoint } from "@/server/finance/settlements-admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(markSettlementPaidEndpoint);
