import { PlansAdmin } from "@/components/admin/catalog/plans-admin";
import { portalPage } from "@/components/shell/portal-page";

/** Subscription plans (Finance). The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "admin", namespace: "adminCatalog.plans", title: "title", intro: "intro" }, () => <PlansAdmin />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
