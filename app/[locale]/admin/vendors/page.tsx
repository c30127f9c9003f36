import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { VendorsList } from "@/components/admin/vendors/vendors-list";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminVendors" });
  return { title: t("title") };
}

/** The vendor approval queue and every vendor by status (filters in the URL). */
export default async function AdminVendorsPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminVendors" });
  const areas = await getTranslations({ locale, namespace: "areas" });
  return (
    <div className="container area-layout">
      <AreaNav area="admin" />
      <section className="area-content admin-page" aria-labelledby="area-title">
        <p className="eyebrow">{areas("admin.title")}</p>
        <h1 id="area-title">{t("title")}</h1>
        <p className="lead">{t("intro")}</p>
        {/* The list reads its filters from the URL (useSearchParams), so it renders in the browser. */}
        <Suspense fallback={<p role="status">{t("loading")}</p>}>
          <VendorsList />
        </Suspense>
      </section>
    </div>
  );
}
