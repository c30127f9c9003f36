"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/ui/format";
import { LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { Muted, SubList } from "@/components/ui/layout";

// The event page's "is it still free?": each vendor booked for the event
// (booked) and each vendor with a live quotation and no booking, free or no
// longer free on the day (GET /events/{id}/vendor-availability). Profiles open
// for the event (`?event=`): its date and the distance from its area.

const TONE = { booked: "confirmed", free: "approved", busy: "busy" } as const;

export function EventVendors({ eventId }: { eventId: string }) {
  const t = useTranslations("events.summary");
  const locale = useLocale();
  const vendors = useApiQuery("/events/{id}/vendor-availability", { path: { id: eventId } });
  return (
    <section aria-labelledby="ev-vendors">
      <h3 id="ev-vendors">{t("vendors")}</h3>
      {vendors.isPending ? (
        <Loading />
      ) : vendors.isError ? (
        <LoadFailed error={vendors.error} />
      ) : vendors.data.data.vendors.length === 0 ? (
        <Muted>{t("noVendors")}</Muted>
      ) : (
        <SubList data-testid="event-vendors">
          {vendors.data.data.vendors.map((v) => (
            <li key={v.booking_id ?? v.quote_id ?? v.vendor.id} data-testid="event-vendor" data-state={v.state}>
              <Link href={{ pathname: `/vendors/${v.vendor.slug}`, query: { event: eventId } }}>
                <bdi dir="auto">{v.vendor.name}</bdi>
              </Link>{" "}
              <StatusBadge status={TONE[v.state]} label={t(`vendorState.${v.state}`, { date: formatDay(v.date, locale) })} />
            </li>
          ))}
        </SubList>
      )}
    </section>
  );
}
