import { CmsPagesAdmin } from "@/components/admin/catalog/cms-pages-admin";
import { portalPage } from "@/components/shell/portal-page";

/** Bilingual content pages (moderators). The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "admin", namespace: "adminCatalog.pages", title: "title", intro: "intro" }, () => <CmsPagesAdmin />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
