"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDay } from "@/components/ui/format";
import { Facts } from "@/components/ui/states";
import type { Money } from "@/components/ui/money";
import { formatMoney } from "@/components/ui/money";
import type { ApiData } from "@/components/ui/api-types";
import { FactList } from "@/components/ui/facts";
import "./events.css";

// Every detail of an event the customer gave: for the customer's event page
// (with the budget), the vendor's copy of an RFQ and a booking (`EventDetails`
// payloads, never the budget). Customer-written text reads in its own direction.

/** The event details every copy carries (the vendor's RFQ copy types them; the customer's event adds its id and budget). */
type EventDetails = Omit<ApiData<"/vendor/rfqs/{id}">["event"], "id">;

type Props = { event: EventDetails & { budget?: Money | null; area?: { name: string } | null }; withBudget?: boolean; withTitle?: boolean };

export function EventFacts({ event, withBudget = false, withTitle = false }: Props) {
  const t = useTranslations("events");
  const locale = useLocale();
  const place = [event.area?.name, event.city?.name, event.location_text].filter(Boolean);
  const items: [string, ReactNode][] = [
    ...(withTitle ? [[t("form.title"), <bdi key="title">{event.title}</bdi>] as [string, ReactNode]] : []),
    [t("form.type"), t(`types.${event.event_type}` as "types.other")],
    [t("form.date"), formatDay(event.event_date, locale)],
    [
      t("form.time"),
      event.event_time ? (
        <span dir="ltr" data-testid="event-time">
          {event.event_time}
        </span>
      ) : (
        "—"
      ),
    ],
    [t("form.guests"), event.guests_expected ?? "—"],
    [t("form.location"), place.length ? <bdi data-testid="event-location">{place.join(" · ")}</bdi> : "—"],
  ];
  if (withBudget) items.push([t("form.budget"), event.budget ? formatMoney(event.budget, locale) : "—"]);
  return (
    <div className="ev-facts" data-testid="event-facts">
      <Facts items={items} />
      {event.notes ? (
        <FactList tight>
          <div>
            <dt>{t("form.notes")}</dt>
            <dd className="ev-notes" dir="auto" data-testid="event-notes">
              {event.notes}
            </dd>
          </div>
        </FactList>
      ) : null}
    </div>
  );
}
