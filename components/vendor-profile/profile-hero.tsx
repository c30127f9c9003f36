import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import { FavoriteButton } from "@/components/search/favorite-button";
import { intlDateLocale } from "@/components/ui/locale";
import { Link } from "@/i18n/navigation";
import type { PublicVendor } from "./types";
import { Name } from "@/components/ui/names";
import "./vendor-profile.css";

// Full width, up to the banner's 72rem inside its padding (vendor-profile.css .vp-hero__banner).
const COVER_SIZES = "(min-width: 74rem) 72rem, 100vw";

/** Cover banner with the logo overlapping it, the name, badges, location and categories. */
export async function ProfileHero({ vendor, locale }: { vendor: PublicVendor; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "vendorProfile" });
  const memberSince = vendor.member_since
    ? new Intl.DateTimeFormat(intlDateLocale(locale), { month: "long", year: "numeric", timeZone: "Asia/Kuwait", calendar: "gregory" }).format(
        new Date(vendor.member_since),
      )
    : null;
  const location = vendor.area ? `${vendor.area.name}${locale === "ar" ? "، " : ", "}${vendor.city.name}` : vendor.city.name;
  const initial = vendor.name.trim().charAt(0);

  return (
    <header className="vp-hero" data-testid="vendor-hero">
      <div className="vp-hero__banner">
        {vendor.cover ? (
          // The cover is the first thing seen: loaded at once, sized by its attributes (no layout shift).
          <img
            src={vendor.cover}
            srcSet={vendor.cover_srcset ?? undefined}
            sizes={vendor.cover_srcset ? COVER_SIZES : undefined}
            alt={t("coverAlt", { name: vendor.name })}
            className="vp-hero__cover"
            width={1600}
            height={600}
            fetchPriority="high"
            data-testid="vendor-cover"
          />
        ) : (
          <div className="vp-hero__cover vp-hero__cover--empty" aria-hidden="true" />
        )}
      </div>
      <div className="container vp-hero__identity">
        {vendor.logo ? (
          <img src={vendor.logo} alt={t("logoAlt", { name: vendor.name })} className="vp-hero__logo" width={400} height={400} data-testid="vendor-logo" />
        ) : (
          <div className="vp-hero__logo vp-hero__logo--initial" aria-hidden="true">
            {initial}
          </div>
        )}
        <div className="vp-hero__text">
          <div className="vp-hero__title">
            <h1 id="vendor-title" dir="auto">
              <Name>{vendor.name}</Name>
            </h1>
            <FavoriteButton vendorId={vendor.id} />
          </div>
          <ul className="vp-hero__facts">
            {vendor.verified && (
              <li className="vendor-verified" data-testid="verified-badge">
                <span aria-hidden="true">✓</span> {t("verified")}
              </li>
            )}
            <li data-testid="vendor-location">
              <span className="visually-hidden">{t("location")}: </span>
              <svg className="vp-pin" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
                <circle cx="12" cy="10" r="2.5" fill="currentColor" />
              </svg>
              {location}
            </li>
            {vendor.branch_areas.length > 0 && (
              <li data-testid="vendor-branches">{t("branches", { areas: vendor.branch_areas.map((a) => a.name).join(locale === "ar" ? "، " : ", ") })}</li>
            )}
            {memberSince && <li>{t("memberSince", { date: memberSince })}</li>}
          </ul>
          {vendor.categories.length > 0 && (
            <ul className="vp-hero__categories" aria-label={t("categories")}>
              {vendor.categories.map((c) => (
                <li key={c.id}>
                  <Link href={`/categories/${c.slug}`} className="role-chip vendor-chip">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}
