import { routeHandlers } from "@/server/core/http/route";
import { adminGetSynonyms, adminReplaceSynonyms } from "@/server/search/synonyms-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetSynonyms, adminReplaceSynonyms);
