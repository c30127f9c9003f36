import type { ApiData } from "@/components/ui/api-types";

// The planner's payloads, read off the API's own types.

export type Budget = ApiData<"/events/{id}/budget">;
export type BudgetLine = Budget["lines"][number];
export type Checklist = ApiData<"/events/{id}/checklist">;
export type ChecklistItem = Checklist["items"][number];

/** Mutations of the planner also change the event's summary. */
export const PLANNER_CHANGES = ["events"];
