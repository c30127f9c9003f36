import { FinanceSettingsForm } from "@/components/finance/finance-settings";
import { portalPage } from "@/components/shell/portal-page";

/** The commission rate. Finance and Super only (the API answers 403 to other admins). */
const page = portalPage({ area: "admin", namespace: "finance_portal.pages", title: "financeSettings.title", intro: "financeSettings.intro" }, () => (
  <FinanceSettingsForm />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
