import { routeHandlers } from "@/server/api/route";
import { deleteQuoteTemplateEndpoint } from "@/server/rfq/drafts/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(deleteQuoteTemplateEndpoint);
