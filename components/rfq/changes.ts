// What each kind of RFQ action changes, as query domains to invalidate
// (components/ui/use-api.ts `useApiMutation` `invalidates`). A domain is a
// path's first segment after admin/vendor/me: the customer's RFQ pages read
// /quotation-requests, the vendor's /vendor/rfqs ("rfqs"), the vendor's home
// /vendors/me/home ("vendors"), the admin's /admin/home ("home").

/** Accept, reject, counter, re-quote, a vendor's quote, revision or decline, an admin void. */
export const QUOTE_CHANGES = ["rfqs", "quotation-requests", "quotes", "quotations", "bookings", "events", "conversations", "home", "vendors"];
/** Creating, sending or cancelling an RFQ. */
export const RFQ_CHANGES = ["rfqs", "quotation-requests", "events", "home", "vendors"];
