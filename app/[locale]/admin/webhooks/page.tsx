import { WebhooksManager } from "@/components/webhooks/webhooks-manager";
import { portalPage } from "@/components/shell/portal-page";

/** Platform partners' webhook endpoints: Super Admin only (the API answers 403 to other admins). */
const page = portalPage({ area: "admin", namespace: "webhooks.pages", title: "adminTitle", intro: "adminIntro" }, () => (
  <WebhooksManager base="/admin/webhooks" />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
