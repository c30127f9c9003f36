import { routeHandlers } from "@/server/api/route";
import { adminReinstateVendor } from "@/server/vendors/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminReinstateVendor);
