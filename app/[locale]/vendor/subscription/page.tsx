import { SubscriptionManager } from "@/components/vendor/subscription";
import { portalPage } from "@/components/shell/portal-page";

/** The plan, quota usage and plan changes. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "vendor", namespace: "vendorPortal.pages", title: "subscription.title", intro: "subscription.intro" }, () => (
  <SubscriptionManager />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
