import { routeHandlers } from "@/server/api/route";
import { declineVendorRfqEndpoint } from "@/server/rfq/vendor-rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(declineVendorRfqEndpoint);
