import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { EventDetail } from "@/components/events/event-detail";
import { ServerPrefetch, serverGet } from "@/components/ui/server-prefetch";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "events" });
  return { title: t("detailTitle") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "events" });
  return (
    <AreaFrame area="account" locale={locale} title={t("detailTitle")}>
      {/* The GETs the event page asks for first (components/events/event-detail.tsx, event-vendors.tsx, the account gate's /me), with its params. */}
      <ServerPrefetch
        locale={locale}
        gets={[
          serverGet("/me", {}),
          serverGet("/events/{id}", { path: { id } }),
          serverGet("/events/{id}/summary", { path: { id } }),
          serverGet("/quotation-requests", { query: { event_id: id, per_page: 50 } }),
          serverGet("/events/{id}/vendor-availability", { path: { id } }),
        ]}
      >
        <EventDetail id={id} />
      </ServerPrefetch>
    </AreaFrame>
  );
}
