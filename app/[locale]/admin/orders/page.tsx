import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AreaFrame } from "@/components/shell/area-frame";
import { AdminOrders } from "@/components/orders/admin-orders";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  return { title: t("orders") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("orders")}>
      {/* The list opens on `?status=` (useSearchParams): it renders in the browser. */}
      <Suspense fallback={null}>
        <AdminOrders />
      </Suspense>
    </AreaFrame>
  );
}
