import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import { LinkButton } from "@/components/ui/button";
import { formatMoney } from "@/components/ui/money";
import type { PublicService } from "./types";
import { Name } from "@/components/ui/names";
import "./vendor-profile.css";

// One column of the profile's main area: full width on phones, beside the 20rem sidebar from 60rem (vendor-profile.css).
const IMAGE_SIZES = "(min-width: 60rem) 50rem, 100vw";

/**
 * Published services with their packages and prices (KWD, 3 decimals, in the page's language).
 * A package the vendor lets customers order directly offers "Order now" (the account area's order form).
 */
export async function ServicesList({ services, locale, vendorSlug }: { services: PublicService[]; locale: AppLocale; vendorSlug: string }) {
  const t = await getTranslations({ locale, namespace: "vendorProfile.services" });
  return (
    <section aria-labelledby="vp-services-title" className="vp-section" data-testid="vendor-services">
      <h2 id="vp-services-title">{t("title")}</h2>
      {services.length === 0 && <p className="notice">{t("none")}</p>}
      <div className="vp-services">
        {services.map((s) => (
          <section key={s.id} className="card vp-service" aria-labelledby={`service-${s.id}`} data-testid="public-service">
            {s.cover_image && (
              <img
                src={s.cover_image}
                srcSet={s.cover_image_srcset ?? undefined}
                sizes={s.cover_image_srcset ? IMAGE_SIZES : undefined}
                alt={s.name}
                className="vp-service__image"
                width={1200}
                height={900}
                loading="lazy"
              />
            )}
            <div className="vp-service__head">
              <div>
                <h3 id={`service-${s.id}`} dir="auto">
                  <Name>{s.name}</Name>
                </h3>
                <p className="vp-muted">{s.category.name}</p>
              </div>
              <p className="vendor-price vp-service__price" data-testid="service-price">
                {s.price_from ? t("priceFrom", { price: formatMoney(s.price_from, locale) }) : t("onRequest")}
              </p>
            </div>
            {s.description && (
              <p className="vp-service__description" dir="auto">
                {s.description}
              </p>
            )}
            {s.packages.length > 0 && (
              <ul className="vp-packages" aria-label={t("packages", { name: s.name })}>
                {s.packages.map((p) => (
                  <li key={p.id} className="vp-package" data-testid="public-package">
                    <div className="vp-package__head">
                      <h4 dir="auto">{p.name}</h4>
                      <strong className="vendor-price">{formatMoney(p.price, locale)}</strong>
                    </div>
                    {p.description && <p dir="auto">{p.description}</p>}
                    {p.direct_order && (
                      <p className="vp-package__order">
                        <LinkButton
                          href={{ pathname: "/account/orders/new", query: { vendor: vendorSlug, package: p.id } }}
                          data-testid="package-order-now"
                          data-package={p.id}
                        >
                          {t("orderNow")}
                        </LinkButton>
                        <span className="vp-muted">{p.direct_order === "deposit" ? t("orderDeposit") : t("orderFull")}</span>
                      </p>
                    )}
                    {p.inclusions.length > 0 && (
                      <ul className="vp-inclusions" aria-label={t("includes")}>
                        {p.inclusions.map((inc, i) => (
                          <li key={i} dir="auto">
                            {inc.text}
                          </li>
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
  );
}
