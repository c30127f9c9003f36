import type { ApiData, ApiMeta } from "@/components/ui/api-types";

// Planner payloads as the OpenAPI document types them (public/sdk/api-v1.d.ts).

export type Guest = ApiData<"/events/{id}/guests">[number];
export type RsvpTotals = ApiMeta<"/events/{id}/guests">["totals"];
export type TimelineEntry = ApiData<"/events/{id}/timeline">[number];
export type RsvpPage = ApiData<"/rsvp/{token}">;

/** What a change to the guest list invalidates: the list, the event (head count applied) and its summary. */
export const GUEST_CHANGES = ["/events/{id}/guests", "/events/{id}", "/events/{id}/summary", "/events"];
export const TIMELINE_CHANGES = ["/events/{id}/timeline"];
