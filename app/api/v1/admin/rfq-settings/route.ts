import { routeHandlers } from "@/server/api/route";
import { adminGetRfqSettings, adminUpdateRfqSettings } from "@/server/rfq/admin-rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetRfqSettings, adminUpdateRfqSettings);
