import { AdminSettlements } from "@/components/finance/admin-settlements";
import { portalPage } from "@/components/shell/portal-page";

/** Settlement runs and payouts, per day. Finance and Super only (the API answers 403 to other admins). */
const page = portalPage({ area: "admin", namespace: "finance_portal.pages", title: "adminSettlements.title", intro: "adminSettlements.intro" }, () => (
  <AdminSettlements />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
