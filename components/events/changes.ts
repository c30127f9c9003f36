// What creating, editing or cancelling an event changes, as query domains to
// invalidate besides "events" (components/ui/use-api.ts `useApiMutation`):
// its RFQs show it (the vendor's /vendor/rfqs is "rfqs", the customer's
// /quotation-requests).
export const EVENT_CHANGES = ["events", "rfqs", "quotation-requests"];
