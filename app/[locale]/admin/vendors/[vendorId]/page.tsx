import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorDetail } from "@/components/admin/vendors/vendor-detail";
import { AreaFrame } from "@/components/shell/area-frame";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; vendorId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminVendors" });
  return { title: t("title") };
}

/**
 * One vendor for admins; its component renders the page head with the record's name.
 * The data comes from the API in the browser, under the caller's own permissions.
 */
export default async function AdminVendorPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { vendorId } = await params;
  return (
    <AreaFrame area="admin" locale={locale} title={null}>
      <VendorDetail vendorId={vendorId} />
    </AreaFrame>
  );
}
