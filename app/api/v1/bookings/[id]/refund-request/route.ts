import { routeHandlers } from "@/server/api/route";
import { requestRefundEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(requestRefundEndpoint);
