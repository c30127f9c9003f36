import { routeHandlers } from "@/server/api/route";
import { addDocumentEndpoint, listDocumentsEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(addDocumentEndpoint, listDocumentsEndpoint);
