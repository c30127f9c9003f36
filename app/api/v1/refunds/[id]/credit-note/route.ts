import { getCreditNoteEndpoint } from "@/server/payments/refunds/credit-note-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getCreditNoteEndpoint);
