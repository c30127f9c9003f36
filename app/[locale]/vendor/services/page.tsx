import { ServicesList } from "@/components/vendor/services-list";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor's services. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "vendor", namespace: "vendorPortal.pages", title: "services.title", intro: "services.intro" }, () => <ServicesList />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
