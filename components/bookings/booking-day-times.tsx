"use client";

import { useTranslations } from "next-intl";
import type { BookingRow } from "./types";

/** The vendor's entries of the customer's event-day timeline (arrival, set-up…): its own only, as the API gives them. */
export function BookingDayTimes({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.dayTimeline");
  return (
    <section aria-labelledby="bk-day-times" className="card" data-testid="booking-day-times">
      <h3 id="bk-day-times">{t("title")}</h3>
      {booking.timeline.length === 0 ? (
        <p className="ev-muted">{t("none")}</p>
      ) : (
        <ul className="ev-sublist">
          {booking.timeline.map((e) => (
            <li key={e.id}>
              <strong dir="ltr">{e.ends_at ? `${e.starts_at}–${e.ends_at}` : e.starts_at}</strong> <span dir="auto">{e.title}</span>
              {e.notes && (
                <span className="ev-muted" dir="auto">
                  {" "}
                  · {e.notes}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
