import { FinanceDashboard } from "@/components/finance/finance-dashboard";
import { portalPage } from "@/components/shell/portal-page";

/** The Finance dashboard: revenue and activity charts. Finance and Super only (the API answers 403 to other admins). */
const page = portalPage({ area: "admin", namespace: "finance_portal.pages", title: "dashboard.title", intro: "dashboard.intro" }, () => <FinanceDashboard />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
