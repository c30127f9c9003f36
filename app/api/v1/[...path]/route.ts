import { unknownPathHandlers } from "@/server/api/route";

// Any /api/v1 path no route serves: JSON 404 in the error envelope.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPathHandlers();
