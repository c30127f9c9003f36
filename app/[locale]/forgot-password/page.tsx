import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("forgot.title") };
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <AuthPage title={t("forgot.title")}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
