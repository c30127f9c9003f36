import { routeHandlers } from "@/server/api/route";
import { cancellationPolicyEndpoint } from "@/server/bookings/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(cancellationPolicyEndpoint);
