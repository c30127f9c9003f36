import { routeHandlers } from "@/server/api/route";
import { cancelBookingEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(cancelBookingEndpoint);
