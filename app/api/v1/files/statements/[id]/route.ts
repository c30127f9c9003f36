import { routeHandlers } from "@/server/api/route";
import { statementFileEndpoint } from "@/server/finance/ledger-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(statementFileEndpoint);
