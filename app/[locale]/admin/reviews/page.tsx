import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { ModerationQueue } from "@/components/reviews/moderation-queue";
import { Link } from "@/i18n/navigation";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  return { title: t("reviews") };
}

/** Review moderation: Support, Operations and Super (review.moderate); the API answers 403 to other admins. */
export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  const ta = await getTranslations({ locale, namespace: "reviews.admin" });
  const tc = await getTranslations({ locale, namespace: "reviews.criteriaAdmin" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("reviews")}>
      <p className="lead">{ta("intro")}</p>
      <p>
        <Link href="/admin/reviews/criteria">{tc("link")}</Link>
      </p>
      <ModerationQueue />
    </AreaFrame>
  );
}
