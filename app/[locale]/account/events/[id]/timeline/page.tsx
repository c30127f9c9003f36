import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { TimelinePage } from "@/components/planner/timeline-page";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "planner.timeline" });
  return { title: t("title") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "planner.timeline" });
  return (
    <AreaFrame area="account" locale={locale} title={t("title")}>
      <TimelinePage eventId={id} />
    </AreaFrame>
  );
}
