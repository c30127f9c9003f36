import { routeHandlers } from "@/server/api/route";
import { createQuoteTemplateEndpoint, listQuoteTemplatesEndpoint } from "@/server/rfq/drafts/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listQuoteTemplatesEndpoint, createQuoteTemplateEndpoint);
