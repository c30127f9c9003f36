import { socialSignIn } from "@/server/identity/social-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(socialSignIn);
