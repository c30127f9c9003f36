import { adminGetCmsPage, adminUpdateCmsPage, adminDeleteCmsPage } from "@/server/content/api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetCmsPage, adminUpdateCmsPage, adminDeleteCmsPage);
