import { routeHandlers } from "@/server/api/route";
import { removeAvatarEndpoint, setAvatarEndpoint } from "@/server/media/avatar-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(setAvatarEndpoint, removeAvatarEndpoint);
