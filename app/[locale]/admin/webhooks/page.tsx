import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { WebhooksManager } from "@/components/webhooks/webhooks-manager";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "webhooks.pages" });
  return { title: t("adminTitle") };
}

/** Platform partners' webhook endpoints: Super Admin only (the API answers 403 to other admins). */
export default async function AdminWebhooksPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "webhooks.pages" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("adminTitle")}>
      <p className="lead">{t("adminIntro")}</p>
      <WebhooksManager base="/admin/webhooks" />
    </AreaFrame>
  );
}
