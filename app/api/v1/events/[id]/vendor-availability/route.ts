import { routeHandlers } from "@/server/api/route";
import { eventVendorAvailabilityEndpoint } from "@/server/rfq/availability-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(eventVendorAvailabilityEndpoint);
