"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest } from "@/components/ui/use-api";
import { MESSAGES_BASE } from "@/components/conversations/types";
import type { BookingRow } from "./types";
import { useRouter } from "@/i18n/navigation";
import { Muted } from "@/components/ui/layout";

// "Message the vendor" from a booking: opens (or finds) the conversation in
// the booking's context (POST /conversations answers the existing thread
// with 200) and lands on that thread. The page is on the customer side
// already (SideGate), so no context switch is needed here.

export function MessageVendor({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.talk");
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setFailed(null);
    const res = await apiRequest("post", "/conversations", { body: { vendor_id: booking.vendor.id, context_type: "booking", context_id: booking.id } }, locale);
    if (!res.ok) {
      setBusy(false);
      return setFailed(res.error.message || t("failed"));
    }
    router.push(`${MESSAGES_BASE.customer}/${res.data.id}`);
  }
  return (
    <>
      <Button onClick={open} loading={busy} data-testid="booking-message-vendor">
        {t("message")}
      </Button>
      {failed && <ErrorText>{failed}</ErrorText>}
    </>
  );
}

/** The vendor's way to the booking's thread: vendors do not start threads, so it shows once the customer wrote. */
export function VendorThreadLink({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.talk");
  if (!booking.conversation_id) return <Muted data-testid="booking-thread-none">{t("vendorNone")}</Muted>;
  return (
    <LinkButton href={`${MESSAGES_BASE.vendor}/${booking.conversation_id}`} data-testid="booking-thread">
      {t("open")}
    </LinkButton>
  );
}

/** The booking's conversation, one tap away on both sides. */
export function BookingConversationSection({ booking, side }: { booking: BookingRow; side: "customer" | "vendor" }) {
  const t = useTranslations("bookings.talk");
  return (
    <section className="card bk-section" aria-label={side === "customer" ? t("message") : t("open")} data-testid="booking-conversation">
      {side === "customer" ? <MessageVendor booking={booking} /> : <VendorThreadLink booking={booking} />}
    </section>
  );
}
