import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import { VendorReviews } from "@/components/reviews/vendor-reviews";
import "./vendor-profile.css";

/**
 * Ratings and reviews on the public profile: the summary of
 * GET /vendors/{vendorId}/rating-summary (the average once there are 3
 * reviews, the new-vendor label before, the distribution and criteria) and
 * the published reviews with their filters (components/reviews).
 */
export async function RatingBlock({ vendorId, locale }: { vendorId: string; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "vendorProfile.rating" });
  return (
    <section className="vp-rating" aria-labelledby="vp-rating-title" data-testid="rating-block">
      <h2 id="vp-rating-title">{t("title")}</h2>
      <VendorReviews vendorId={vendorId} />
    </section>
  );
}
