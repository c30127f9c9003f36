import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/components/auth/auth-page";
import { RsvpPage } from "@/components/planner/rsvp-page";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; token: string }> };

// A guest's personal link: never indexed, never shown to anyone but its holder.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "rsvp" });
  return { title: t("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: "rsvp" });
  return (
    <AuthPage title={t("title")}>
      <RsvpPage token={token} />
    </AuthPage>
  );
}
