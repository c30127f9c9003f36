import { unknownPathHandlers } from "@/server/core/http/route";

// Any /api/v1 path no route serves: JSON 404 in the error envelope.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPathHandlers();
