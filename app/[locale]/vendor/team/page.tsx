import { TeamManager } from "@/components/vendor/team";
import { portalPage } from "@/components/shell/portal-page";

/** The owner's team: members and invitations. The data comes from the API in the browser, under the caller's own permissions. */
const page = portalPage({ area: "vendor", namespace: "vendorPortal.pages", title: "team.title", intro: "team.intro" }, () => <TeamManager />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
