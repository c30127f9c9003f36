"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/components/vendor/money";
import { formatDay, formatTime } from "@/components/rfq/format";
import { fromFils, toFils } from "@/components/rfq/money";
import { StatusBadge } from "@/components/rfq/states";
import type { BookingRow } from "@/components/rfq/types";

// A booking's status badge and money lines, shared by the lists and the booking page.

export function BookingStatus({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.status");
  return <StatusBadge status={booking.status} label={t(booking.status as "pending")} />;
}

/** What is still owed: the deposit while pending, the rest of the total once confirmed. */
export function amountDue(booking: BookingRow) {
  const target = booking.status === "pending" ? booking.deposit_due : booking.total;
  const due = Math.max(0, (toFils(target.amount) ?? 0) - (toFils(booking.amount_paid.amount) ?? 0));
  return { amount: fromFils(due), currency: target.currency };
}

export function BookingMoney({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.fields");
  const locale = useLocale();
  return (
    <dl className="rfq-facts" data-testid="booking-money">
      <div>
        <dt>{t("total")}</dt>
        <dd data-testid="booking-total" data-amount={booking.total.amount}>
          {formatMoney(booking.total, locale)}
        </dd>
      </div>
      <div>
        <dt>{t("depositDue")}</dt>
        <dd data-testid="booking-deposit" data-amount={booking.deposit_due.amount}>
          {formatMoney(booking.deposit_due, locale)}
        </dd>
      </div>
      <div>
        <dt>{t("amountPaid")}</dt>
        <dd data-testid="booking-paid">{formatMoney(booking.amount_paid, locale)}</dd>
      </div>
      <div>
        <dt>{t("serviceDate")}</dt>
        <dd>{formatDay(booking.service_date, locale)}</dd>
      </div>
      {booking.status === "pending" && (
        <div>
          <dt>{t("paymentDeadline")}</dt>
          <dd data-testid="booking-deadline">{formatTime(booking.payment_deadline, locale)}</dd>
        </div>
      )}
    </dl>
  );
}
