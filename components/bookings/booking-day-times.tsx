"use client";

import { useTranslations } from "next-intl";
import type { BookingRow } from "./types";
import { Muted, SubList } from "@/components/ui/layout";

/** The vendor's entries of the customer's event-day timeline (arrival, set-up…): its own only, as the API gives them. */
export function BookingDayTimes({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.dayTimeline");
  return (
    <section aria-labelledby="bk-day-times" className="card" data-testid="booking-day-times">
      <h3 id="bk-day-times">{t("title")}</h3>
      {booking.timeline.length === 0 ? (
        <Muted>{t("none")}</Muted>
      ) : (
        <SubList>
          {booking.timeline.map((e) => (
            <li key={e.id}>
              <strong dir="ltr">{e.ends_at ? `${e.starts_at}–${e.ends_at}` : e.starts_at}</strong> <span dir="auto">{e.title}</span>
              {e.notes && (
                <Muted as="span" dir="auto">
                  {" "}
                  · {e.notes}
                </Muted>
              )}
            </li>
          ))}
        </SubList>
      )}
    </section>
  );
}
