import { Reconciliation } from "@/components/finance/reconciliation";
import { portalPage } from "@/components/shell/portal-page";

/** Reconciliation with the gateway, per day. Finance and Super only (the API answers 403 to other admins). */
const page = portalPage({ area: "admin", namespace: "finance_portal.pages", title: "reconciliation.title", intro: "reconciliation.intro" }, () => (
  <Reconciliation />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
