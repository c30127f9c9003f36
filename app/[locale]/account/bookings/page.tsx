import { CustomerBookings } from "@/components/bookings/bookings-list";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "bookings" }, () => <CustomerBookings />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
