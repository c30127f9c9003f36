import { portalPage } from "@/components/shell/portal-page";
import { WalletPage } from "@/components/wallet/wallet-page";

/** The customer's wallet; also the top-up's return_url (the gateway adds ?payment=<id>). */
const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "wallet" }, async ({ searchParams }) => {
  const { payment } = await searchParams;
  const returned = typeof payment === "string" && /^[\w-]{1,64}$/.test(payment) ? payment : null;
  return <WalletPage returned={returned} />;
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
