import { routeHandlers } from "@/server/api/route";
import { createBranchEndpoint, listBranchesEndpoint } from "@/server/branches/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listBranchesEndpoint, createBranchEndpoint);
