import { routeHandlers } from "@/server/api/route";
import { vendorHomeEndpoint } from "@/server/home/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(vendorHomeEndpoint);
