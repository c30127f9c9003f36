"use client";

import { useLocale, useTranslations } from "next-intl";
import { SideGate } from "@/components/conversations/side-gate";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import type { BookingRow } from "./types";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { BOOKING_CHANGES } from "./changes";
import { useRunsTheBusiness, VendorGate } from "@/components/shell/vendor-gate";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { BookingConversationSection } from "./booking-conversation";
import { BookingEventSection, ContactSection } from "./booking-facts";
import { BookingStatus } from "./booking-fields";
import { BookingMoneySection } from "./booking-money";
import { BookingDayTimes } from "./booking-day-times";
import { BookingTimeline } from "./booking-timeline";
import { CompleteButton } from "./bookings-list";
import { VendorDecision } from "./vendor-decision";
import { Code, Name } from "@/components/ui/names";
import { Actions, DetailHead, Muted } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";
import "./bookings.css";

// The vendor's one page about a booking: who booked (and how to reach them
// once the deposit is paid), the event, the money the customer sees, the
// balance the customer pays the vendor directly with "Mark balance
// received", "Mark completed", and the conversation.

function BalanceAction({ booking: b }: { booking: BookingRow }) {
  const t = useTranslations("bookings.vendorPage");
  const confirm = useConfirm();
  const locale = useLocale();
  const mark = useApiMutation("post", "/vendor/bookings/{id}/balance-received", { invalidates: BOOKING_CHANGES });
  if (!b.balance || b.balance.amount.amount === "0.000") return null;
  const amount = formatMoney(b.balance.amount, locale);
  const open = b.status === "confirmed" || b.status === "completed";
  async function markReceived() {
    const question = {
      title: t("balanceMark"),
      body: t("balanceHint", { amount }),
      confirmLabel: t("balanceConfirm", { amount }),
      cancelLabel: t("balanceCancel"),
    };
    if (await confirm(question)) mark.mutate({ path: { id: b.id }, body: {} });
  }
  return (
    <section className="card bk-section" aria-labelledby="bk-balance-action" data-testid="balance-action">
      <h3 id="bk-balance-action">{t("balanceTitle")}</h3>
      {b.balance.received_at ? (
        <p data-testid="balance-recorded">{t("balanceDone", { date: formatTime(b.balance.received_at, locale) })}</p>
      ) : !open ? (
        <Muted>{t("balanceLater")}</Muted>
      ) : (
        <>
          <p>{t("balanceHint", { amount })}</p>
          <p>
            <Button variant="secondary" disabled={mark.isPending} onClick={markReceived} data-testid="balance-mark">
              {t("balanceMark")}
            </Button>
          </p>
        </>
      )}
      <ErrorLine error={mark.error} />
    </section>
  );
}

function Detail({ id, vendorId }: { id: string; vendorId: string }) {
  const t = useTranslations("bookings");
  // Staff see the booking; confirming, declining, the balance and completing are the owner's and manager's.
  const acts = useRunsTheBusiness(vendorId);
  const booking = useApiQuery("/bookings/{id}", { path: { id } });
  if (booking.isPending) return <Loading />;
  if (booking.isError) return <LoadFailed error={booking.error} backHref="/vendor/bookings" back={t("vendorPage.back")} />;
  const b = booking.data.data;
  return (
    <article className="bk-detail" data-testid="vendor-booking-detail" data-status={b.status}>
      <DetailHead>
        <h2 data-testid="booking-reference">
          <Code>{b.reference}</Code>
        </h2>
        <BookingStatus booking={b} />
      </DetailHead>
      <p className="bk-customer">
        {b.customer?.avatar_url && (
          <img className="bk-customer__avatar" src={b.customer.avatar_url} alt="" width={32} height={32} data-testid="booking-customer-avatar" />
        )}
        <span>
          {t("vendorPage.customer")}:{" "}
          <strong data-testid="booking-customer">
            <Name>{b.customer?.name}</Name>
          </strong>
        </span>
      </p>
      <BookingTimeline booking={b} />
      <div className="bk-grid">
        <div className="bk-main">
          <BookingMoneySection booking={b} side="vendor" />
          <BookingEventSection booking={b} side="vendor" />
          <BookingDayTimes booking={b} />
        </div>
        <div className="bk-side">
          {acts && <VendorDecision booking={b} />}
          {acts && <BalanceAction booking={b} />}
          <ContactSection booking={b} side="vendor" />
          <BookingConversationSection booking={b} side="vendor" />
          {acts && b.status === "confirmed" && (
            <Actions as="section" className="card bk-section">
              <CompleteButton booking={b} />
            </Actions>
          )}
        </div>
      </div>
      <Actions as="p">
        <Link href="/vendor/bookings">{t("vendorPage.back")}</Link>
      </Actions>
    </article>
  );
}

export function VendorBookingDetail({ id }: { id: string }) {
  return (
    <VendorGate>
      {(vendor) => (
        <SideGate side="vendor">
          <Detail id={id} vendorId={vendor.id} />
        </SideGate>
      )}
    </VendorGate>
  );
}
