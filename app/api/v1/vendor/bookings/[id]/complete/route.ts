import { routeHandlers } from "@/server/api/route";
import { completeBookingEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(completeBookingEndpoint);
