import { CategoriesAdmin } from "@/components/admin/catalog/categories-admin";
import { portalPage } from "@/components/shell/portal-page";

/** The category taxonomy (moderators). The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "admin", namespace: "adminCatalog.categories", title: "title", intro: "intro" }, () => <CategoriesAdmin />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
