import { PrivacySection } from "@/components/account/section-pages";
import { portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "privacy" }, () => <PrivacySection />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
