import { AccountOverview } from "@/components/account/account-overview";
import { portalPage } from "@/components/shell/portal-page";
import { ServerPrefetch, serverGet } from "@/components/ui/server-prefetch";

// The overview's first GET (components/account/use-me.ts) answered on the server: the page arrives whole, nothing shifts.
const page = portalPage({ area: "account", namespace: "areas.account", title: "title", home: true }, ({ locale }) => (
  <ServerPrefetch locale={locale} gets={[serverGet("/me", {})]}>
    <AccountOverview />
  </ServerPrefetch>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
