import { routeHandlers } from "@/server/api/route";
import { deleteBranchEndpoint, updateBranchEndpoint } from "@/server/branches/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(updateBranchEndpoint, deleteBranchEndpoint);
