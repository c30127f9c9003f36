import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AreaFrame } from "@/components/shell/area-frame";
import { AdminBookings } from "@/components/bookings/admin-bookings";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  return { title: t("bookings") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("bookings")}>
      {/* The list opens on `?status=` (useSearchParams): it renders in the browser. */}
      <Suspense fallback={null}>
        <AdminBookings />
      </Suspense>
    </AreaFrame>
  );
}
