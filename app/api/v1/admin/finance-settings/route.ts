import { routeHandlers } from "@/server/api/route";
import { getFinanceSettingsEndpoint, updateFinanceSettingsEndpoint } from "@/server/finance/settings-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getFinanceSettingsEndpoint, updateFinanceSettingsEndpoint);
