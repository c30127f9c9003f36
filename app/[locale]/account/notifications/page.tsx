import { NotificationInbox } from "@/components/notifications/inbox";
import { portalPage } from "@/components/shell/portal-page";

/** Every notification of the signed-in person, newest first (the bell shows the latest few). */
const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "notifications" }, () => <NotificationInbox />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
