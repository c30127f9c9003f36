import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import { formatCount } from "@/components/vendor/money";
import type { PublicVendor } from "./types";

/**
 * The rating summary: the average and the count once there are 3 reviews
 * (the spec's threshold), "New vendor" before, "No reviews yet" at zero.
 * The reviews issue adds the list below it.
 */
export async function RatingBlock({ rating, locale }: { rating: PublicVendor["rating"]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "vendorProfile.rating" });
  const stars = rating.rating === null ? 0 : Math.round(rating.rating);
  return (
    <section className="vp-rating" aria-labelledby="vp-rating-title" data-testid="rating-block">
      <h2 id="vp-rating-title">{t("title")}</h2>
      {rating.rating === null || rating.is_new ? (
        <p className="vp-rating__empty" data-testid="rating-summary">
          {rating.reviews_count === 0 ? t("none") : t("few", { count: formatCount(rating.reviews_count, locale), reviews: rating.reviews_count })}
        </p>
      ) : (
        <p className="vp-rating__score" data-testid="rating-summary">
          <strong className="vp-rating__value">{rating.rating.toFixed(1)}</strong>
          <span className="vp-rating__stars" aria-hidden="true">
            {"★".repeat(stars)}
            {"☆".repeat(5 - stars)}
          </span>
          <span>{t("count", { count: formatCount(rating.reviews_count, locale), reviews: rating.reviews_count })}</span>
        </p>
      )}
    </section>
  );
}
