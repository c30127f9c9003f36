import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { MyReviews } from "@/components/reviews/my-reviews";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("reviews") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  const tm = await getTranslations({ locale, namespace: "reviews.mine" });
  return (
    <AreaFrame area="account" locale={locale} title={t("reviews")}>
      <p className="lead">{tm("intro")}</p>
      <MyReviews />
    </AreaFrame>
  );
}
