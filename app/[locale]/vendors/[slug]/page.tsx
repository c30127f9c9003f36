import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import type { z } from "zod";
import { FavoriteButton } from "@/components/search/favorite-button";
import { formatCount, formatMoney } from "@/components/vendor/money";
import { Link } from "@/i18n/navigation";
import { resolveLocaleParam } from "@/i18n/locale-param";
import type { AppLocale } from "@/i18n/routing";
import type { publicServiceSchema } from "@/server/catalog/service-schemas";
import { AppError } from "@/server/core/errors";
import { createContext } from "@/server/core/http/request-context";
import { authenticate } from "@/server/identity/authenticate";
import { getPublicVendor } from "@/server/vendors/public-profile";

type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * The public profile through the same service as GET /vendors/{id}: only
 * approved, published vendors (anything else is the 404 page), never contact
 * details, and a profile view counted unless the vendor's own team is looking.
 * `cache` makes metadata and page share one load (and one counted view).
 */
const loadVendor = cache(async (slug: string, locale: AppLocale) => {
  const incoming = await headers();
  const request = new Request(new URL(`/api/v1/vendors/${encodeURIComponent(slug)}`, "http://localhost"), { headers: incoming });
  const ctx = { ...createContext(request), locale };
  await authenticate(request, ctx).catch(() => false);
  try {
    return await getPublicVendor(slug, ctx);
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") notFound();
    throw e;
  }
});

async function load(params: Props["params"]) {
  const locale = await resolveLocaleParam(params);
  await connection();
  const { slug } = await params;
  return { locale, vendor: await loadVendor(decodeURIComponent(slug).toLowerCase(), locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vendor } = await load(params);
  return { title: vendor.name, description: vendor.description?.slice(0, 160) ?? undefined };
}

/** `services` is declared `unknown[]` in the vendor schema; each item is a public service. */
type PublicService = z.output<typeof publicServiceSchema>;

export default async function VendorProfilePage({ params }: Props) {
  const { locale, vendor } = await load(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.public" });
  const services = vendor.services as PublicService[];
  const memberSince = vendor.member_since
    ? new Intl.DateTimeFormat(locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB", { month: "long", year: "numeric", timeZone: "Asia/Kuwait", calendar: "gregory" }).format(new Date(vendor.member_since))
    : null;

  return (
    <article className="vendor-profile" aria-labelledby="vendor-title" data-testid="vendor-profile">
      <header className={vendor.cover ? "vendor-profile__hero vendor-profile__hero--cover" : "vendor-profile__hero"}>
        {vendor.cover && <img src={vendor.cover} alt="" className="vendor-profile__cover" />}
        <div className="container vendor-profile__identity">
          {vendor.logo && <img src={vendor.logo} alt={t("logoAlt", { name: vendor.name })} className="vendor-profile__logo" width={96} height={96} />}
          <div>
            <div className="favorite-button-title">
              <h1 id="vendor-title">{vendor.name}</h1>
              <FavoriteButton vendorId={vendor.id} />
            </div>
            <p className="vendor-profile__meta">
              {vendor.verified && (
                <span className="vendor-verified" data-testid="verified-badge">
                  <span aria-hidden="true">✓</span> {t("verified")}
                </span>
              )}
              <span>{vendor.area ? `${vendor.city.name} · ${vendor.area.name}` : vendor.city.name}</span>
              {vendor.rating.is_new || vendor.rating.rating === null ? (
                <span className="badge" data-testid="rating-summary">
                  {t("newVendor")}
                </span>
              ) : (
                <span data-testid="rating-summary">
                  <span aria-hidden="true">★</span>{" "}
                  {t("rating", { rating: vendor.rating.rating.toFixed(1), count: formatCount(vendor.rating.reviews_count, locale), reviews: vendor.rating.reviews_count })}
                </span>
              )}
              {memberSince && <span>{t("memberSince", { date: memberSince })}</span>}
            </p>
            {vendor.categories.length > 0 && (
              <ul className="vendor-profile__categories" aria-label={t("categories")}>
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

      <div className="container vendor-profile__body">
        {vendor.description && (
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t("about")}</h2>
            <p className="vendor-profile__description">{vendor.description}</p>
            {(vendor.website || vendor.instagram) && (
              <p className="vendor-profile__links">
                {vendor.website && (
                  <a href={vendor.website} rel="noopener noreferrer nofollow" target="_blank">
                    {t("website")}
                  </a>
                )}
                {vendor.instagram && (
                  <a href={`https://www.instagram.com/${vendor.instagram}/`} rel="noopener noreferrer nofollow" target="_blank">
                    <bdi dir="ltr">@{vendor.instagram}</bdi>
                  </a>
                )}
              </p>
            )}
          </section>
        )}

        {vendor.gallery.length > 0 && (
          <section aria-labelledby="gallery-title">
            <h2 id="gallery-title">{t("gallery")}</h2>
            <ul className="vendor-gallery">
              {vendor.gallery.map((g, i) => (
                <li key={g.id}>
                  <img src={g.url} alt={t("galleryAlt", { name: vendor.name, number: i + 1 })} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="services-title" data-testid="vendor-services">
          <h2 id="services-title">{t("services")}</h2>
          {services.length === 0 && <p className="notice">{t("noServices")}</p>}
          <div className="vendor-service-cards">
            {services.map((s) => (
              <section key={s.id} className="card vendor-service-card" aria-labelledby={`service-${s.id}`} data-testid="public-service">
                {s.cover_image && <img src={s.cover_image} alt="" className="vendor-service-card__image" loading="lazy" />}
                <h3 id={`service-${s.id}`}>{s.name}</h3>
                <p className="admin-muted">{s.category.name}</p>
                <p className="vendor-price">{s.price_from ? t("priceFrom", { price: formatMoney(s.price_from, locale) }) : t("quoteOnly")}</p>
                {s.description && <p>{s.description}</p>}
                {s.packages.length > 0 && (
                  <ul className="vendor-packages">
                    {s.packages.map((p) => (
                      <li key={p.id} className="vendor-package" data-testid="public-package">
                        <div className="vendor-package__head">
                          <h4>{p.name}</h4>
                          <strong className="vendor-price">{formatMoney(p.price, locale)}</strong>
                        </div>
                        {p.description && <p>{p.description}</p>}
                        {p.inclusions.length > 0 && (
                          <ul className="vendor-inclusions" aria-label={t("includes")}>
                            {p.inclusions.map((inc, i) => (
                              <li key={i}>{inc.text}</li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </section>
        <p className="form-field__hint">{t("contactNote")}</p>
      </div>
    </article>
  );
}
