import { VendorBilling } from "@/components/finance/vendor-billing";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor's invoices and credit notes. The data comes from the API in the browser, under the caller's own permissions (owner only). */
const page = portalPage({ area: "vendor", namespace: "finance_portal.pages", title: "billing.title", intro: "billing.intro" }, () => <VendorBilling />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
