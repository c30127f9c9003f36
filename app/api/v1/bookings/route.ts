import { routeHandlers } from "@/server/api/route";
import { listBookingsEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listBookingsEndpoint);
