import { getTranslations } from "next-intl/server";
import { VendorReviewDesk } from "@/components/reviews/vendor-desk";
import { framed, portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "vendor", namespace: "areas.vendor.sections", title: "reviews" }, async ({ locale }) => {
  const tv = await getTranslations({ locale, namespace: "reviews.vendor" });
  return framed({ intro: tv("intro") }, <VendorReviewDesk />);
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
