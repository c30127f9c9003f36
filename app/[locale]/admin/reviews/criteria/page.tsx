import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { CriteriaAdmin } from "@/components/reviews/criteria-admin";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "reviews.criteriaAdmin" });
  return { title: t("title") };
}

/** The review criteria set: Super Admin only (review.criteria.manage); the API answers 403 to other admins. */
export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "reviews.criteriaAdmin" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("title")}>
      <CriteriaAdmin />
    </AreaFrame>
  );
}
