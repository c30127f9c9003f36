import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import { MessageVendorButton } from "@/components/conversations/message-vendor-button";
import { FavoriteButton } from "@/components/search/favorite-button";
import type { Viewer } from "./types";
import "./vendor-profile.css";
import { LinkButton } from "@/components/ui/button";

/**
 * "Request a quote": a sticky aside on wide screens, a bar at the bottom of
 * the screen on phones (its button jumps to the card). The card's main
 * action opens the RFQ wizard with this vendor preselected (a visitor signs
 * in first and lands in the wizard); a visitor can also sign in or create an
 * account and come back here, a signed-in customer can save the vendor, the
 * vendor's own team goes to its portal. Anyone but the vendor's team can
 * also message the vendor (a visitor signs in first).
 */
export async function QuoteCard({
  vendorId,
  vendorName,
  slug,
  viewer,
  locale,
}: {
  vendorId: string;
  vendorName: string;
  slug: string;
  viewer: Viewer;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: "vendorProfile.quote" });
  const back = `/vendors/${slug}`;
  const wizard = `/account/rfqs/new?vendor=${encodeURIComponent(vendorId)}`;
  return (
    <>
      <aside id="request-quote" className="card vp-quote" aria-labelledby="vp-quote-title" data-testid="quote-card" tabIndex={-1}>
        <h2 id="vp-quote-title">{t("title")}</h2>
        <p>{t("intro", { name: vendorName })}</p>
        <p className="notice vp-quote__soon" data-testid="quote-soon">
          {t("soon")}
        </p>
        {viewer !== "team" && (
          <p>
            <LinkButton href={viewer === "visitor" ? { pathname: "/login", query: { next: wizard } } : wizard} data-testid="quote-request">
              {t("request")}
            </LinkButton>
          </p>
        )}
        {viewer === "visitor" && (
          <>
            <p>{t("visitor")}</p>
            <div className="vp-quote__actions">
              <LinkButton href={{ pathname: "/login", query: { next: back } }} data-testid="quote-sign-in">
                {t("signIn")}
              </LinkButton>
              <LinkButton href={{ pathname: "/register", query: { next: back } }} variant="secondary" data-testid="quote-register">
                {t("register")}
              </LinkButton>
            </div>
          </>
        )}
        {viewer !== "team" && <MessageVendorButton vendorId={vendorId} slug={slug} />}
        {viewer === "signed-in" && (
          <div className="vp-quote__save">
            <FavoriteButton vendorId={vendorId} />
            <p>{t("save")}</p>
          </div>
        )}
        {viewer === "team" && (
          <p>
            <LinkButton href="/vendor/profile" variant="secondary">
              {t("edit")}
            </LinkButton>
          </p>
        )}
        <p className="vp-muted vp-quote__privacy">{t("privacy")}</p>
      </aside>
      <div className="vp-quote-bar" data-testid="quote-bar">
        <span className="vp-quote-bar__text">{t("barText")}</span>
        <LinkButton href="#request-quote" external>
          {t("title")}
        </LinkButton>
      </div>
    </>
  );
}
