import { Suspense } from "react";
import { AdminBookings } from "@/components/bookings/admin-bookings";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "admin", namespace: "areas.admin.sections", title: "bookings" }, () => (
  <>
    {/* The list opens on `?status=` (useSearchParams): it renders in the browser. */}
    <Suspense fallback={null}>
      <AdminBookings />
    </Suspense>
  </>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
