import type { EventSummaryView, EventView } from "@/server/planner/schemas";

// Event payloads the pages read: the API's own response types (type-only imports).

export type EventItem = EventView;
export type EventSummary = EventSummaryView;
