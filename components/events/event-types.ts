/** The event types the Events API accepts (server/planner), in display order. */
export const EVENT_TYPES = ["wedding", "engagement", "birthday", "graduation", "corporate", "conference", "diwaniya", "baby_shower", "other"] as const;
