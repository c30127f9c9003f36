import { routeHandlers } from "@/server/api/route";
import { adminRejectVendor } from "@/server/vendors/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminRejectVendor);
