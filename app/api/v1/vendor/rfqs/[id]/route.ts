import { routeHandlers } from "@/server/api/route";
import { getVendorRfqEndpoint } from "@/server/rfq/vendor-rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getVendorRfqEndpoint);
