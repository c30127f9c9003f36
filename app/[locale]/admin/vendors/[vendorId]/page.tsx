import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorDetail } from "@/components/admin/vendors/vendor-detail";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; vendorId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminVendors" });
  return { title: t("title") };
}

/** One vendor for admins. The data comes from the API in the browser, under the caller's own permissions. */
export default async function AdminVendorPage({ params }: Props) {
  await resolveLocaleParam(params);
  const { vendorId } = await params;
  return (
    <div className="container area-layout">
      <AreaNav area="admin" />
      <section className="area-content admin-page" aria-labelledby="area-title">
        <VendorDetail vendorId={vendorId} />
      </section>
    </div>
  );
}
