"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDay } from "@/components/ui/format";
import type { BookingRow } from "./types";
import { Link } from "@/i18n/navigation";
import { Name } from "@/components/ui/names";
import { FactList } from "@/components/ui/facts";
import { Muted } from "@/components/ui/layout";

// The event the booking is for, and the other side's contact details (shared
// from the paid deposit on, while the booking lives: docs/decisions.md).

export function BookingEventSection({ booking: b, side }: { booking: BookingRow; side: "customer" | "vendor" }) {
  const t = useTranslations("bookings.eventInfo");
  const locale = useLocale();
  const e = b.event;
  const none = <Muted as="span">{t("none")}</Muted>;
  const place = [e.location_text, e.city?.name].filter(Boolean).join(locale === "ar" ? "، " : ", ");
  const rows: [string, ReactNode, string][] = [
    [t("name"), <Name>{e.title}</Name>, "event-title"],
    [t("date"), e.event_date ? formatDay(e.event_date, locale) : none, "event-date"],
    [t("time"), e.event_time ? <span dir="ltr">{e.event_time}</span> : none, "event-time"],
    [t("place"), place ? <span dir="auto">{place}</span> : none, "event-place"],
    [t("guests"), e.guests_expected ?? none, "event-guests"],
  ];
  return (
    <section className="card bk-section" aria-labelledby="bk-event" data-testid="booking-event">
      <h3 id="bk-event">{t("title")}</h3>
      <FactList>
        {rows.map(([term, value, id]) => (
          <div key={id}>
            <dt>{term}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </FactList>
      {e.notes && (
        <p className="bk-notes" data-testid="event-notes">
          <strong>{t("notes")}: </strong>
          <span dir="auto">{e.notes}</span>
        </p>
      )}
      {side === "customer" && (
        <p>
          <Link href={`/account/events/${b.event_id}`}>{t("open")}</Link>
        </p>
      )}
    </section>
  );
}

export function ContactSection({ booking: b, side }: { booking: BookingRow; side: "customer" | "vendor" }) {
  const t = useTranslations("bookings.contact");
  const contact = side === "customer" ? b.vendor.contact : (b.customer?.contact ?? null);
  const hasAny = contact && (contact.email || contact.phone);
  return (
    <section className="card bk-section" aria-labelledby="bk-contact" data-testid="booking-contact" data-shared={contact ? "yes" : "no"}>
      <h3 id="bk-contact">{side === "customer" ? t("vendorTitle") : t("customerTitle")}</h3>
      {!contact ? (
        <Muted>{b.status === "cancelled" ? t("ended") : t("locked")}</Muted>
      ) : !hasAny ? (
        <Muted>{t("missing")}</Muted>
      ) : (
        <FactList>
          {contact.phone && (
            <div>
              <dt>{t("phone")}</dt>
              <dd>
                <a href={`tel:${contact.phone}`} dir="ltr" data-testid="contact-phone">
                  {contact.phone}
                </a>
              </dd>
            </div>
          )}
          {contact.email && (
            <div>
              <dt>{t("email")}</dt>
              <dd>
                <a href={`mailto:${contact.email}`} dir="ltr" className="bk-break" data-testid="contact-email">
                  {contact.email}
                </a>
              </dd>
            </div>
          )}
        </FactList>
      )}
    </section>
  );
}
