import { CalendarManager } from "@/components/availability/calendar-manager";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor's availability calendar: days, blocks, bookings, the weekly plan. Data from the API in the browser. */
const page = portalPage({ area: "vendor", namespace: "availability", title: "title", intro: "intro" }, () => <CalendarManager />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
