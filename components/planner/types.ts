import type { ApiData } from "@/components/ui/api-types";

// The planner's payloads, read off the API's own types (public/sdk/api-v1.d.ts).

export type Budget = ApiData<"/events/{id}/budget">;
export type BudgetLine = Budget["lines"][number];
export type Checklist = ApiData<"/events/{id}/checklist">;
export type ChecklistItem = Checklist["items"][number];
export type Guest = ApiData<"/events/{id}/guests">[number];

/** Mutations of the planner also change the event's summary. */
export const PLANNER_CHANGES = ["events"];
/** What a change to the guest list invalidates: the list, the event (head count applied) and its summary. */
export const GUEST_CHANGES = ["/events/{id}/guests", "/events/{id}", "/events/{id}/summary", "/events"];
export const TIMELINE_CHANGES = ["/events/{id}/timeline"];
