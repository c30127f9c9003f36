import { ConversationList } from "@/components/conversations/conversation-list";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor's conversations with customers (the session's active vendor). */
const page = portalPage({ area: "vendor", namespace: "areas.vendor.sections", title: "messages" }, () => <ConversationList side="vendor" />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
