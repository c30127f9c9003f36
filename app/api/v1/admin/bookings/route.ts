import { routeHandlers } from "@/server/api/route";
import { adminListBookingsEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminListBookingsEndpoint);
