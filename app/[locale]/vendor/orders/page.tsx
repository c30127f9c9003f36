import { VendorOrders } from "@/components/orders/vendor-orders";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "vendor", namespace: "areas.vendor.sections", title: "orders" }, () => <VendorOrders />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
