import { routeHandlers } from "@/server/api/route";
import { getPublicVendorEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getPublicVendorEndpoint);
