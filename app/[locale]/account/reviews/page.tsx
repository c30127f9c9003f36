import { getTranslations } from "next-intl/server";
import { MyReviews } from "@/components/reviews/my-reviews";
import { framed, portalPage } from "@/components/shell/portal-page";

const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "reviews" }, async ({ locale }) => {
  const tm = await getTranslations({ locale, namespace: "reviews.mine" });
  return framed({ intro: tm("intro") }, <MyReviews />);
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
