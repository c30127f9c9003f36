import { CustomerOrders } from "@/components/orders/order-list";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "orders" }, () => <CustomerOrders />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
