"use client";

import { useLocale, useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { LinkButton } from "@/components/ui/button";
import { formatDay } from "@/components/ui/format";
import { Empty, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import "@/components/ui/portal.css";
import { Name } from "@/components/ui/names";

function Events() {
  const t = useTranslations("events");
  const locale = useLocale();
  const list = useApiQuery("/events", { query: { per_page: 50 } });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} />;
  const events = list.data.data;
  return (
    <>
      <p>
        <LinkButton href="/account/events/new" data-testid="event-new">
          {t("new")}
        </LinkButton>
      </p>
      {events.length === 0 ? (
        <Empty text={t("empty")} href="/account/events/new" action={t("createFirst")} />
      ) : (
        <ul className="ev-list" data-testid="event-list">
          {events.map((event) => (
            <li key={event.id} className="card ev-card" data-testid="event-row">
              <h2 className="ev-card__title">
                <Link href={`/account/events/${event.id}`}>
                  <Name>{event.title}</Name>
                </Link>
              </h2>
              <p className="ev-card__meta">
                <span>{t(`types.${event.event_type}` as "types.other")}</span>
                <span>{formatDay(event.event_date, locale)}</span>
                {event.guests_expected ? <span>{t("guests", { count: event.guests_expected })}</span> : null}
                {event.budget ? <span>{formatMoney(event.budget, locale)}</span> : null}
              </p>
              <StatusBadge status={event.status} label={t(`status.${event.status}` as "status.planning")} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function EventsList() {
  return <AccountGate>{() => <Events />}</AccountGate>;
}
