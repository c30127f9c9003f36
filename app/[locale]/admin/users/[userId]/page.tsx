import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UserDetail } from "@/components/admin/user-detail";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; userId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminUsers" });
  return { title: t("title") };
}

/** One user for admins. The data comes from the API in the browser, under the caller's own permissions. */
export default async function AdminUserPage({ params }: Props) {
  await resolveLocaleParam(params);
  const { userId } = await params;
  return (
    <div className="container area-layout">
      <AreaNav area="admin" />
      <section className="area-content admin-page" aria-labelledby="area-title">
        <UserDetail userId={userId} />
      </section>
    </div>
  );
}
