import { Suspense } from "react";
import { AuditLogs } from "@/components/admin/catalog/audit-logs";
import { portalPage } from "@/components/shell/portal-page";

/** The read-only audit trail, filters in the URL. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "admin", namespace: "adminCatalog.audit", title: "title", intro: "intro" }, ({ text }) => (
  <>
    <Suspense fallback={<p role="status">{text("loading")}</p>}>
      <AuditLogs />
    </Suspense>
  </>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
