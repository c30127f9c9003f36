import { routeHandlers } from "@/server/api/route";
import { getMyVendorEndpoint, updateMyVendorEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getMyVendorEndpoint, updateMyVendorEndpoint);
