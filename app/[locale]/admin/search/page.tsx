import { SearchAdmin } from "@/components/admin/search/search-admin";
import { portalPage } from "@/components/shell/portal-page";

/**
 * Synonyms, the zero-result report, featured settings (Content admins) and the ranking constant (Super Admin). The data comes from the API in the browser,
 * under the caller's own permissions.
 */
const page = portalPage({ area: "admin", namespace: "adminSearch", title: "title", intro: "intro" }, () => <SearchAdmin />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
