import { EventsList } from "@/components/events/events-list";
import { portalPage } from "@/components/shell/portal-page";
import { ServerPrefetch, serverGet } from "@/components/ui/server-prefetch";

/**
 * The customer's events; each gathers its quote requests and bookings. Its first GETs (the account gate's /me, the
 * list) are answered on the server: nothing shifts.
 */
const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "events" }, ({ locale }) => (
  <ServerPrefetch locale={locale} gets={[serverGet("/me", {}), serverGet("/events", { query: { per_page: 50 } })]}>
    <EventsList />
  </ServerPrefetch>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
