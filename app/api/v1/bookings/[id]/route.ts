import { routeHandlers } from "@/server/api/route";
import { getBookingEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getBookingEndpoint);
