import { AdminHome } from "@/components/admin/home/admin-home";
import { portalPage } from "@/components/shell/portal-page";

/** The admin home: the work queues the caller's roles open, with counts and links (from the API in the browser). */
const page = portalPage({ area: "admin", namespace: "areas.admin", title: "title", home: true }, () => <AdminHome />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
