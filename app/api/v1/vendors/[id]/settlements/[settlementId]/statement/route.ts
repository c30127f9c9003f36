import { routeHandlers } from "@/server/api/route";
import { settlementStatementEndpoint } from "@/server/finance/ledger-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(settlementStatementEndpoint);
