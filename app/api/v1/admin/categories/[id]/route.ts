import { adminGetCategory, adminUpdateCategory, adminDeleteCategory } from "@/server/catalog/categories-admin-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetCategory, adminUpdateCategory, adminDeleteCategory);
