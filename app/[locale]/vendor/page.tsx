import { portalPage } from "@/components/shell/portal-page";
import { ServerPrefetch, serverGet } from "@/components/ui/server-prefetch";
import { VendorDashboard } from "@/components/vendor/dashboard";

/**
 * The vendor dashboard: status, profile completeness, quota usage and analytics. Its first GETs
 * (components/shell/use-my-vendor.ts, components/vendor/dashboard.tsx) are answered on the server, so the page
 * arrives whole instead of growing under the footer as each answer comes in.
 */
const page = portalPage({ area: "vendor", namespace: "areas.vendor", title: "title", home: true }, ({ locale }) => (
  <ServerPrefetch
    locale={locale}
    gets={[serverGet("/vendors/me", {}), serverGet("/vendors/me/home", {}), serverGet("/vendors/me/services", { query: { status: "published", per_page: 1 } })]}
  >
    <VendorDashboard />
  </ServerPrefetch>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
