import { PayoutAccountPage } from "@/components/finance/payout-account";
import { portalPage } from "@/components/shell/portal-page";

/** Where settlements are paid. The data comes from the API in the browser, under the caller's own permissions (owner only). */
const page = portalPage({ area: "vendor", namespace: "finance_portal.pages", title: "payoutAccount.title", intro: "payoutAccount.intro" }, () => (
  <PayoutAccountPage />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
