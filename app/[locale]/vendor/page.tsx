import { portalPage } from "@/components/shell/portal-page";
import { VendorDashboard } from "@/components/vendor/dashboard";

/** The vendor dashboard: status, profile completeness, quota usage and analytics (from the API in the browser). */
const page = portalPage({ area: "vendor", namespace: "areas.vendor", title: "title", home: true }, () => <VendorDashboard />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
