import { AccountOverview } from "@/components/account/account-overview";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "account", namespace: "areas.account", title: "title", home: true }, () => <AccountOverview />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
