import { routeHandlers } from "@/server/api/route";
import { balanceReceivedEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(balanceReceivedEndpoint);
