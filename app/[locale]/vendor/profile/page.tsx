import { VendorProfileEditor } from "@/components/vendor/profile-editor";
import { portalPage } from "@/components/shell/portal-page";

/** The vendor's public profile, media and marketplace visibility. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "vendor", namespace: "vendorPortal.pages", title: "profile.title", intro: "profile.intro" }, () => <VendorProfileEditor />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
