import { adminListCmsPages, adminCreateCmsPage } from "@/server/content/api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminListCmsPages, adminCreateCmsPage);
