import { Suspense } from "react";
import { UsersList } from "@/components/admin/users-list";
import { portalPage } from "@/components/shell/portal-page";

/** Admin user management: the list (filters in the URL) and, for a Super Admin, admin account creation. */
const page = portalPage({ area: "admin", namespace: "adminUsers", title: "title", intro: "intro" }, ({ text }) => (
  <>
    {/* The list reads its filters from the URL (useSearchParams), so it renders in the browser. */}
    <Suspense fallback={<p role="status">{text("loading")}</p>}>
      <UsersList />
    </Suspense>
  </>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
