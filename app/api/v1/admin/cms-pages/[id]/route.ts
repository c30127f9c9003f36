import { adminGetCmsPage, adminUpdateCmsPage, adminDeleteCmsPage } from "@/server/content/api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetCmsPage, adminUpdateCmsPage, adminDeleteCmsPage);
