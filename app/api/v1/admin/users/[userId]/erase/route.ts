import { adminEraseUser } from "@/server/identity/admin-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminEraseUser);
