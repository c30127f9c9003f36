import type { EVENT_TYPES } from "../schemas";

// The suggested split of an event's total budget, per event type, in percent
// of the total over top-level category slugs (prisma/seed/data/categories.ts).
// Figures follow what Kuwaiti customers spend on each part: the venue and the
// catering carry most of a wedding. Each row adds up to 100.

type EventType = (typeof EVENT_TYPES)[number];

export const SUGGESTED_SPLIT: Record<EventType, Record<string, number>> = {
  wedding: {
    venues: 35,
    catering: 25,
    photography: 8,
    videography: 5,
    "decor-lighting": 12,
    entertainment: 5,
    flowers: 4,
    "invitations-printing": 3,
    transportation: 3,
  },
  engagement: { venues: 30, catering: 30, photography: 12, "decor-lighting": 18, flowers: 10 },
  birthday: { venues: 25, catering: 30, "kids-entertainment": 20, "decor-lighting": 15, photography: 10 },
  graduation: { venues: 30, catering: 30, "decor-lighting": 15, photography: 10, entertainment: 15 },
  corporate: { venues: 35, catering: 30, "decor-lighting": 10, photography: 5, "invitations-printing": 5, transportation: 10, security: 5 },
  conference: { venues: 35, catering: 25, "decor-lighting": 15, "invitations-printing": 5, photography: 5, transportation: 5, security: 5, cleaning: 5 },
  diwaniya: { catering: 60, "decor-lighting": 30, cleaning: 10 },
  baby_shower: { venues: 30, catering: 35, "decor-lighting": 15, flowers: 10, photography: 10 },
  other: { venues: 40, catering: 40, "decor-lighting": 20 },
};

export function suggestedSplit(eventType: string): Record<string, number> {
  return SUGGESTED_SPLIT[eventType as EventType] ?? SUGGESTED_SPLIT.other;
}
