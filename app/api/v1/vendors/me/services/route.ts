import { listOwnServicesEndpoint, createServiceEndpoint } from "@/server/catalog/services-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listOwnServicesEndpoint, createServiceEndpoint);
