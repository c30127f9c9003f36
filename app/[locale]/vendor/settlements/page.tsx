import { VendorSettlements } from "@/components/finance/vendor-settlements";
import { portalPage } from "@/components/shell/portal-page";

/**
 * The commission ledger and the settlements with their statements. The data comes from the API in the browser, under the caller's own permissions (owner only).
 */
const page = portalPage({ area: "vendor", namespace: "finance_portal.pages", title: "settlements.title", intro: "settlements.intro" }, () => (
  <VendorSettlements />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
