import { registerDeviceEndpoint, removeDeviceEndpoint } from "@/server/notifications/api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(registerDeviceEndpoint, removeDeviceEndpoint);
