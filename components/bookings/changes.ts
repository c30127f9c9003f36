// What a booking action (cancel, confirm, decline, complete, balance received,
// refund request) changes, as query domains to invalidate besides "bookings"
// (components/ui/use-api.ts `useApiMutation`): the RFQ pages (/vendor/rfqs is
// "rfqs", the customer's /quotation-requests), payments and refunds, the
// event's summary, the admin home ("home") and the vendor home
// (/vendors/me/home is "vendors").
export const BOOKING_CHANGES = ["bookings", "rfqs", "quotation-requests", "payments", "refunds", "events", "home", "vendors"];
