import { Suspense } from "react";
import { AdminRefunds } from "@/components/payments/admin-refunds";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "admin", namespace: "areas.admin.sections", title: "refunds" }, () => (
  <>
    {/* The queue opens on `?status=` (useSearchParams): it renders in the browser. */}
    <Suspense fallback={null}>
      <AdminRefunds />
    </Suspense>
  </>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
