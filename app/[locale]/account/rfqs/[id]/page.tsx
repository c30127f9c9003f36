import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { RfqDetail } from "@/components/rfq/rfq-detail";
import { ServerPrefetch, serverGet } from "@/components/ui/server-prefetch";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "rfqs" });
  return { title: t("detailTitle") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "rfqs" });
  return (
    <AreaFrame area="account" locale={locale} title={t("detailTitle")}>
      {/* The GETs the RFQ page asks for first (components/rfq/rfq-detail.tsx, compare-view.tsx in its first
          order, the account gate's /me), with its params. */}
      <ServerPrefetch
        locale={locale}
        gets={[
          serverGet("/me", {}),
          serverGet("/quotation-requests/{id}", { path: { id } }),
          serverGet("/quotation-requests/{id}/compare", { path: { id }, query: { sort: "price" } }),
        ]}
      >
        <RfqDetail id={id} />
      </ServerPrefetch>
    </AreaFrame>
  );
}
