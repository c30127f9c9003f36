import { routeHandlers } from "@/server/api/route";
import { adminGetVendor } from "@/server/vendors/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetVendor);
