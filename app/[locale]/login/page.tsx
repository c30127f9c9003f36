import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/components/auth/auth-page";
import { LoginForm } from "@/components/auth/login-form";
import { Tabs } from "@/components/ui/tabs";
import { PhoneLoginForm } from "@/components/auth/phone-login-form";
import { SocialSignInSection } from "@/components/auth/social-sign-in-section";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("login.title") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <AuthPage title={t("login.title")}>
      <Tabs
        label={t("login.methods")}
        tabs={[
          { key: "password", label: t("login.byPassword"), content: <LoginForm /> },
          { key: "phone", label: t("login.byPhone"), content: <PhoneLoginForm /> },
        ]}
      />
      <SocialSignInSection />
    </AuthPage>
  );
}
