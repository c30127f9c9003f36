import { routeHandlers } from "@/server/api/route";
import { getPayoutAccountEndpoint, putPayoutAccountEndpoint } from "@/server/finance/payout-account-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getPayoutAccountEndpoint, putPayoutAccountEndpoint);
