import { ApplyFlow } from "@/components/vendor/apply-wizard";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor application wizard, or where the caller's application stands. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "vendor", namespace: "vendorPortal.pages", title: "apply.title", intro: "apply.intro" }, () => <ApplyFlow />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
