import { routeHandlers } from "@/server/api/route";
import { vendorsFreeOnEndpoint } from "@/server/rfq/availability-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(vendorsFreeOnEndpoint);
