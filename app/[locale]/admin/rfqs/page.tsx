import { AdminRfqs } from "@/components/rfq/admin-rfqs";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "admin", namespace: "areas.admin.sections", title: "rfqs" }, () => <AdminRfqs />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
