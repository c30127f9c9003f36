import { createPackageEndpoint, updatePackageByBodyEndpoint, deletePackageByBodyEndpoint } from "@/server/catalog/services-api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createPackageEndpoint, updatePackageByBodyEndpoint, deletePackageByBodyEndpoint);
