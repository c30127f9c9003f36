import { DocumentsManager } from "@/components/vendor/documents";
import { portalPage } from "@/components/shell/portal-page";

/** License and ID documents and their review status. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "vendor", namespace: "vendorPortal.pages", title: "documents.title", intro: "documents.intro" }, () => <DocumentsManager />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
