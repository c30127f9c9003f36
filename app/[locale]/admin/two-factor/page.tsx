import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StaffEnrollment } from "@/components/account/staff-enrollment";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { PageHeading } from "@/components/ui/page-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminTwoFactor" });
  return { title: t("title") };
}

/**
 * Two-step verification is mandatory for staff accounts: until it is on, every page of every area
 * leads here (components/shell/area-gate.tsx), without the area navigation: there is nothing else to open.
 */
export default async function StaffTwoFactorPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminTwoFactor" });
  const shell = await getTranslations({ locale, namespace: "shell.account" });
  return (
    <div className="container">
      <section className="area-content" aria-labelledby="area-title">
        <PageHeading title={t("title")} intro={t("intro")} />
        <StaffEnrollment />
        <p>
          <SignOutButton label={shell("signOut")} />
        </p>
      </section>
    </div>
  );
}
