import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { AuthPage } from "./auth-page";
import { LinkPageBody, type LinkKind } from "./link-page";

// The route module parts shared by the three link pages
// (app/[locale]/{confirm-email-change,revert-email-change,revert-phone-change}).

type Props = { params: LocaleParams; searchParams: Promise<{ token?: string | string[] }> };

export function linkPageMetadata(kind: LinkKind) {
  return async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
    const locale = await resolveLocaleParam(params);
    const t = await getTranslations({ locale, namespace: "auth.linkPages" });
    // One person's single-use link: nothing for search engines.
    return { title: t(`${kind}.title`), robots: { index: false, follow: false } };
  };
}

export function linkPage(kind: LinkKind) {
  return async function LinkPage({ params, searchParams }: Props) {
    const locale = await resolveLocaleParam(params);
    const t = await getTranslations({ locale, namespace: "auth.linkPages" });
    const { token } = await searchParams;
    return (
      <AuthPage title={t(`${kind}.title`)}>
        <LinkPageBody kind={kind} token={typeof token === "string" ? token : undefined} />
      </AuthPage>
    );
  };
}
