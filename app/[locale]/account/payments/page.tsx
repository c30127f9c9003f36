import { PaymentHistory } from "@/components/payments/payment-history";
import { portalPage } from "@/components/shell/portal-page";
import { redirect } from "@/i18n/navigation";

/**
 * The caller's payments. It is also the return_url given to gateways: they come
 * back with ?payment=<id> (the id exists only after the payment is created),
 * which forwards to that payment's return page.
 */
const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "payments" }, async ({ locale, searchParams }) => {
  const { payment } = await searchParams;
  if (typeof payment === "string" && /^[\w-]{1,64}$/.test(payment)) redirect({ href: `/account/payments/${payment}`, locale });
  return <PaymentHistory />;
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
