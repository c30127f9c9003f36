"use client";

import { useLocale, useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { LinkButton } from "@/components/ui/button";
import { formatDay } from "@/components/ui/format";
import { Empty, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { Name } from "@/components/ui/names";
import { Card, CardList, CardMeta, CardTitle } from "@/components/ui/card";

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
        <CardList data-testid="event-list">
          {events.map((event) => (
            <Card as="li" align="start" key={event.id} data-testid="event-row">
              <CardTitle>
                <Link href={`/account/events/${event.id}`}>
                  <Name>{event.title}</Name>
                </Link>
              </CardTitle>
              <CardMeta>
                <span>{t(`types.${event.event_type}` as "types.other")}</span>
                <span>{formatDay(event.event_date, locale)}</span>
                {event.guests_expected ? <span>{t("guests", { count: event.guests_expected })}</span> : null}
                {event.budget ? <span>{formatMoney(event.budget, locale)}</span> : null}
              </CardMeta>
              <StatusBadge status={event.status} label={t(`status.${event.status}` as "status.planning")} />
            </Card>
          ))}
        </CardList>
      )}
    </>
  );
}

export function EventsList() {
  return <AccountGate>{() => <Events />}</AccountGate>;
}
