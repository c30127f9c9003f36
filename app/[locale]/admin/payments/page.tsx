import { AdminPayments } from "@/components/payments/admin-payments";
import { PaymentDriver } from "@/components/payments/payment-driver";
import { portalPage } from "@/components/shell/portal-page";

/** Payments oversight, with the gateway switch on top (the switch is Super only; others see who may use it). */
const page = portalPage({ area: "admin", namespace: "areas.admin.sections", title: "payments" }, () => (
  <>
    <PaymentDriver />
    <AdminPayments />
  </>
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
