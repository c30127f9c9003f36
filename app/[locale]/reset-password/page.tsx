import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/components/auth/auth-page";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("reset.title") };
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  const { token } = await searchParams;
  return <AuthPage title={t("reset.title")}>{token ? <ResetPasswordForm token={token} /> : <p>{t("verify.failed")}</p>}</AuthPage>;
}
