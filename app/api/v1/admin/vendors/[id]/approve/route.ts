import { routeHandlers } from "@/server/core/http/route";
import { adminApproveVendor } from "@/server/vendors/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminApproveVendor);
