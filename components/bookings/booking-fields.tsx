"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/states";
import type { BookingRow } from "./types";

// A booking's status badge and what is still owed on the platform, shared by the lists and the booking pages.

export function BookingStatus({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.status");
  return <StatusBadge status={booking.status} label={t(booking.status as "pending")} />;
}
