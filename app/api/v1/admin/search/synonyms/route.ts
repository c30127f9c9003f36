import { routeHandlers } from "@/server/api/route";
import { adminGetSynonyms, adminReplaceSynonyms } from "@/server/search/synonyms-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetSynonyms, adminReplaceSynonyms);
