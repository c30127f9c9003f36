import { WebhooksManager } from "@/components/webhooks/webhooks-manager";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor's outbound webhooks (owner and managers; the API refuses staff). */
const page = portalPage({ area: "vendor", namespace: "webhooks.pages", title: "vendorTitle" }, () => <WebhooksManager base="/vendors/me/webhooks" />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
