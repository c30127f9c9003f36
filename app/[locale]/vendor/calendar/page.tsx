import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CalendarManager } from "@/components/availability/calendar-manager";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "availability" });
  return { title: t("title") };
}

/** The vendor's availability calendar: days, blocks, bookings, the weekly plan. Data from the API in the browser. */
export default async function VendorCalendarPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "availability" });
  return (
    <VendorSection locale={locale} title={t("title")} intro={t("intro")}>
      <CalendarManager />
    </VendorSection>
  );
}
