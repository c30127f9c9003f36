import { Suspense } from "react";
import { AdminOrders } from "@/components/orders/admin-orders";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "admin", namespace: "areas.admin.sections", title: "orders" }, () => (
  <>
    {/* The list opens on `?status=` (useSearchParams): it renders in the browser. */}
    <Suspense fallback={null}>
      <AdminOrders />
    </Suspense>
  </>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
