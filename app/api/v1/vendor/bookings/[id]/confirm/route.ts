import { routeHandlers } from "@/server/api/route";
import { vendorConfirmBookingEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(vendorConfirmBookingEndpoint);
