import { routeHandlers } from "@/server/core/http/route";
import { adminRejectVendor } from "@/server/vendors/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminRejectVendor);
