import { ConversationList } from "@/components/conversations/conversation-list";
import { portalPage } from "@/components/shell/portal-page";

/** The customer's conversations with vendors. */
const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "messages" }, () => <ConversationList side="customer" />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
