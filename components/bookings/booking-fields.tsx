"use client";

import { useTranslations } from "next-intl";
import { fromFils, toFils } from "@/components/ui/money";
import { StatusBadge } from "@/components/ui/states";
import type { BookingRow } from "@/components/rfq/types";

// A booking's status badge and what is still owed on the platform, shared by the lists and the booking pages.

export function BookingStatus({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.status");
  return <StatusBadge status={booking.status} label={t(booking.status as "pending")} />;
}

/** What is left of the deposit (paid in parts or at once); the balance is paid to the vendor directly and never here. */
export function amountDue(booking: BookingRow) {
  const due = Math.max(0, (toFils(booking.deposit_due.amount) ?? 0) - (toFils(booking.amount_paid.amount) ?? 0));
  return { amount: fromFils(due), currency: booking.deposit_due.currency };
}
