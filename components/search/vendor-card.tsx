import { useLocale, useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/button";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import type { VendorCard as Card } from "@/server/search/home/cards";
import { FavoriteButton } from "./favorite-button";
import { Name } from "@/components/ui/names";
import "./vendor-card.css";

// The card's width in its grids (app/styles/search.css, minmax(15rem, 1fr)): one column on phones, two on
// tablets, a third of the page on desktop, never wider than a third of the 72rem container.
const COVER_SIZES = "(max-width: 34rem) 100vw, (max-width: 60rem) 50vw, (max-width: 72rem) 33vw, 24rem";

/**
 * The spec's vendor search result card (search, category pages, home strips).
 * Vendors with fewer than 3 reviews show the new-vendor label instead of an
 * average: two reviews say little and would rank a vendor unfairly. A search
 * for a date carries it to the profile ("available on <date>"), as does a
 * search for the visitor's event (its date and place).
 */
export function VendorCard({ card, date, event, priority = false }: { card: Card; date?: string; event?: string; priority?: boolean }) {
  const t = useTranslations("search.card");
  const locale = useLocale();
  const titleId = `vendor-card-${card.id}`;

  return (
    <article className="card vendor-card" aria-labelledby={titleId} data-testid="vendor-card" data-featured={card.is_featured || undefined}>
      <div className="vendor-card__media">
        {card.cover_image ? (
          <img
            src={card.cover_image}
            srcSet={card.cover_image_srcset ?? undefined}
            sizes={card.cover_image_srcset ? COVER_SIZES : undefined}
            alt=""
            className="vendor-card__image"
            width={1600}
            height={600}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
        ) : (
          !card.logo_url && (
            <div className="vendor-card__placeholder" aria-hidden="true">
              {card.name.trim().charAt(0)}
            </div>
          )
        )}
        {card.logo_url && (
          <img
            src={card.logo_url}
            alt={t("logoAlt", { name: card.name })}
            className={card.cover_image ? "vendor-card__logo" : "vendor-card__logo vendor-card__logo--alone"}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            data-testid="vendor-card-logo"
          />
        )}
        {card.is_featured && (
          <span className="badge vendor-card__featured" data-testid="featured-label">
            {t("featured")}
          </span>
        )}
        <div className="vendor-card__favorite">
          <FavoriteButton vendorId={card.id} />
        </div>
      </div>
      <div className="vendor-card__body">
        <h3 id={titleId} className="vendor-card__title">
          <Link
            href={date || event ? { pathname: `/vendors/${card.slug}`, query: { ...(date && { date }), ...(event && { event }) } } : `/vendors/${card.slug}`}
            dir="auto"
          >
            <Name>{card.name}</Name>
          </Link>
          {card.is_verified && (
            <span className="vendor-verified vendor-card__verified" data-testid="verified-badge">
              <span aria-hidden="true">✓</span> {t("verified")}
            </span>
          )}
        </h3>
        {card.categories.length > 0 && (
          <p className="vendor-card__categories" data-testid="vendor-card-categories">
            <span className="visually-hidden">{t("categories")}: </span>
            {card.categories.map((c) => c.name).join(" · ")}
          </p>
        )}
        <p className="vendor-card__city" data-testid="vendor-card-city">
          {card.city.name}
          {card.distance_km !== null && (
            <span className="vendor-card__distance" data-testid="vendor-card-distance">
              {" · "}
              {t("distance", { km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(card.distance_km) })}
            </span>
          )}
        </p>
        {card.branch_areas.length > 0 && (
          <p className="vendor-card__branches" data-testid="vendor-card-branches">
            {t("branches", { areas: card.branch_areas.map((a) => a.name).join(locale === "ar" ? "، " : ", ") })}
          </p>
        )}
        {card.is_new ? (
          <p className="vendor-card__rating">
            <span className="badge" data-testid="vendor-card-rating">
              {t("newVendor")}
            </span>
          </p>
        ) : (
          <p className="vendor-card__rating" data-testid="vendor-card-rating">
            <span aria-hidden="true">★</span> {t("rating", { rating: (card.rating ?? 0).toFixed(1), count: card.reviews_count })}
          </p>
        )}
        <p className="vendor-price vendor-card__price" data-testid="vendor-card-price" data-amount={card.price_from?.amount}>
          {card.price_from ? t("priceFrom", { price: formatMoney(card.price_from, locale) }) : t("priceOnRequest")}
        </p>
        <p className="vendor-card__action">
          {/* No prefetch: an action behind sign-in, on every card of a list (a visitor's prefetch is a redirect). */}
          <LinkButton
            href={`/account/rfqs/new?vendor=${encodeURIComponent(card.id)}`}
            prefetch={false}
            variant="secondary"
            data-testid="vendor-card-request-quote"
          >
            {t("requestQuote")}
          </LinkButton>
        </p>
      </div>
    </article>
  );
}

/**
 * Cards in a responsive grid; `label` names the list for screen readers; `date` and `event`: the
 * searched day and event, carried to the profiles. `priorityFirst`: the list opens the page, so the
 * first card's image is its largest element (LCP) and loads at once, ahead of the others.
 */
export function VendorCardList({
  cards,
  label,
  testId,
  date,
  event,
  priorityFirst = false,
}: {
  cards: Card[];
  label: string;
  testId?: string;
  date?: string;
  event?: string;
  priorityFirst?: boolean;
}) {
  return (
    <ul className="vendor-card-list" aria-label={label} data-testid={testId}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <VendorCard card={card} date={date} event={event} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
