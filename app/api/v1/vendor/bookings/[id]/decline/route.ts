import { routeHandlers } from "@/server/api/route";
import { declineBookingEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(declineBookingEndpoint);
