import { RfqList } from "@/components/rfq/rfq-list";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "rfqs" }, () => <RfqList />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
