import { Suspense } from "react";
import { VendorsList } from "@/components/admin/vendors/vendors-list";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor approval queue and every vendor by status (filters in the URL). */
const page = portalPage({ area: "admin", namespace: "adminVendors", title: "title", intro: "intro" }, ({ text }) => (
  <>
    {/* The list reads its filters from the URL (useSearchParams), so it renders in the browser. */}
    <Suspense fallback={<p role="status">{text("loading")}</p>}>
      <VendorsList />
    </Suspense>
  </>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
