import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { rootClientMessages } from "@/components/providers/area-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { SiteFooter } from "@/components/shell/site-footer";
import { currentViewer } from "@/components/shell/current-viewer";
import { DemoBanner } from "@/components/shell/demo-banner";
import { SessionRenewer } from "@/components/shell/session-renewer";
import { SiteHeader } from "@/components/shell/site-header";
import { ConfirmProvider } from "@/components/ui/confirm";
import { ViewerProvider } from "@/components/ui/viewer-context";
import { appUrl } from "@/server/core/app-url";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { localeDirection, routing } from "@/i18n/routing";

type Props = { children: ReactNode; params: LocaleParams };

// Arabic pages ask for their faces with the HTML: a fallback face's Arabic is much wider or narrower than
// Noto Naskh's, so text set in it first and swapped later moves the whole page (a layout shift on every
// Arabic page, 0.17-0.22 on the signed-in homes, `npm run bench:web`). Latin fallbacks are close enough to wait.
const ARABIC_FACES = ["/fonts/NotoNaskhArabic-Regular.woff2", "/fonts/NotoNaskhArabic-Bold.woff2"];

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "common" });
  return {
    title: { default: t("appName"), template: `%s | ${t("appName")}` },
    description: t("tagline"),
    // Social cards (a vendor's cover) need absolute image URLs: on the portal's public origin.
    metadataBase: new URL(appUrl("/")),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  // Pages render per request: Next stamps each one's scripts with the CSP nonce proxy.ts made for it.
  await headers();
  const locale = await resolveLocaleParam(params);
  if (locale === "ar") for (const face of ARABIC_FACES) preload(face, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  const t = await getTranslations({ locale, namespace: "common" });
  // Who is looking, from the session cookie: the header and the favorite
  // hearts know visitors without a failing API call from the browser.
  const { viewer, renewable } = await currentViewer(locale);

  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <body>
        <NextIntlClientProvider messages={await rootClientMessages()}>
          <QueryProvider>
            <ViewerProvider viewer={viewer}>
              <ConfirmProvider>
                <a className="skip-link" href="#main">
                  {t("skipToContent")}
                </a>
                {renewable && <SessionRenewer />}
                <DemoBanner locale={locale} />
                <SiteHeader viewer={viewer} locale={locale} />
                <main id="main" className="site-main">
                  {children}
                </main>
                <SiteFooter locale={locale} />
              </ConfirmProvider>
            </ViewerProvider>
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
