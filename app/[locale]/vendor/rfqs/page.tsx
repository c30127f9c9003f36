import { VendorInbox } from "@/components/rfq/vendor-inbox";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "vendor", namespace: "areas.vendor.sections", title: "rfqs" }, () => <VendorInbox />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
