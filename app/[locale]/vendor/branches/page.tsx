import { BranchManager } from "@/components/vendor/branches";
import { portalPage } from "@/components/shell/portal-page";

/** The owner's branches: where the vendor works. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "vendor", namespace: "vendorPortal.pages", title: "branches.title", intro: "branches.intro" }, () => <BranchManager />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
