import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { RfqWizard } from "@/components/rfq/rfq-wizard";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "rfqs.wizard" });
  return { title: t("pageTitle") };
}

/** The RFQ wizard; ?event=, ?vendor= and ?category= preselect (from the event page, a vendor profile or a search card). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const query = await searchParams;
  const one = (key: string) => (typeof query[key] === "string" ? (query[key] as string) : undefined);
  const t = await getTranslations({ locale, namespace: "rfqs.wizard" });
  return (
    <AreaFrame area="account" locale={locale} title={t("pageTitle")}>
      <RfqWizard preset={{ event: one("event"), vendor: one("vendor"), category: one("category") }} />
    </AreaFrame>
  );
}
