import { AdminHome } from "@/components/admin/home/admin-home";
import { portalPage } from "@/components/shell/portal-page";
import { ServerPrefetch, serverGet } from "@/components/ui/server-prefetch";

/** The admin home: the work queues the caller's roles open, with counts and links; its one GET answered on the server. */
const page = portalPage({ area: "admin", namespace: "areas.admin", title: "title", home: true }, ({ locale }) => (
  <ServerPrefetch locale={locale} gets={[serverGet("/admin/home", {})]}>
    <AdminHome />
  </ServerPrefetch>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
