import { VendorBookings } from "@/components/bookings/vendor-bookings";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "vendor", namespace: "areas.vendor.sections", title: "bookings" }, () => <VendorBookings />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
