import type { ApiData } from "@/components/ui/api-types";

// Event payloads the pages read, as the OpenAPI document types them (public/sdk/api-v1.d.ts).

export type EventItem = ApiData<"/events/{id}">;
export type EventSummary = ApiData<"/events/{id}/summary">;
