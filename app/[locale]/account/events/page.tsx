import { EventsList } from "@/components/events/events-list";
import { portalPage } from "@/components/shell/portal-page";

/** The customer's events; each gathers its quote requests and bookings. */
const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "events" }, () => <EventsList />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
