"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CreditNoteButton } from "@/components/finance/invoice-actions";
import type { ApiData } from "@/components/ui/api-types";
import { LinkButton } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { formatMoney, fromFils, toFils, type Money } from "@/components/ui/money";
import { usePolledQuery } from "./polled-query";
import type { PaymentView } from "./types";

// The payment return page's outcome for a settled deposit payment, told from
// the booking's real state: confirmed, still short of the deposit, refund
// requested, cancelled, refunded in part or in full (each refund of this
// payment with its amount, stage and date, and its credit note). It never
// says "booking confirmed" about a booking that is not.

const POLL_MS = 2_000;
const MAX_POLLS = 15;

type BookingRow = ApiData<"/bookings/{id}">;

type Outcome = "paid" | "refunded" | "partially_refunded" | "cancelled" | "refund_requested";

function outcomeOf(payment: PaymentView, booking: BookingRow): Outcome {
  if (payment.status === "refunded") return "refunded";
  if (payment.status === "partially_refunded") return "partially_refunded";
  if (booking.status === "cancelled") return "cancelled";
  if (booking.status === "refund_requested") return "refund_requested";
  return "paid";
}

const TITLE = {
  refunded: "refundedTitle",
  partially_refunded: "partlyRefundedTitle",
  cancelled: "cancelledTitle",
  refund_requested: "refundRequestedTitle",
} as const;

/** The booking, polled while it is pending (a few times: a deposit paid in part leaves it pending for good). */
function useBookingOf(payment: PaymentView) {
  return usePolledQuery(
    "/bookings/{id}",
    { path: { id: payment.payable_id } },
    POLL_MS,
    (last, answers) => last?.data.status === "pending" && answers < MAX_POLLS,
  );
}

/** `fallback` renders when the booking cannot be read (the generic "payment received"). */
export function BookingPaymentOutcome({ payment, fallback }: { payment: PaymentView; fallback: ReactNode }) {
  const t = useTranslations("bookings.paymentReturn");
  const tPay = useTranslations("payments.return");
  const tStage = useTranslations("bookings.refundStage");
  const locale = useLocale();
  // The booking counts the payment in the outbox handler, a moment after the payment is paid.
  const query = useBookingOf(payment);
  if (query.isPending) {
    return (
      <div className="pay-outcome" aria-busy="true" data-testid="payment-outcome" data-outcome="checking">
        <span className="pay-spinner" aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) return <>{fallback}</>;
  const booking = query.data.data;
  const outcome = outcomeOf(payment, booking);
  const refunds = booking.refunds.filter((r) => r.payment_id === payment.id);
  const state =
    booking.status === "cancelled"
      ? t("cancelled", { date: formatTime(booking.cancelled_at, locale) })
      : booking.status === "refund_requested"
        ? t("refundRequested")
        : booking.status === "completed"
          ? t("completed")
          : booking.status === "pending"
            ? t("depositLeft", { amount: formatMoney(amountDue(booking), locale) })
            : t("confirmed");
  return (
    <div className={`pay-outcome pay-outcome--${outcome === "paid" ? "paid" : "refund"}`} role="status" data-testid="payment-outcome" data-outcome={outcome}>
      <h2>{outcome === "paid" ? tPay("paidTitle") : t(TITLE[outcome])}</h2>
      <p>
        {t("received", { amount: formatMoney(payment.amount, locale) })} {state}
      </p>
      {refunds.length > 0 && (
        <ul className="bk-refunds" data-testid="payment-refunds">
          {refunds.map((r) => (
            <li key={r.id} className="bk-refund" data-testid="payment-refund" data-stage={r.stage}>
              <span>
                {t("refundLine", { amount: formatMoney(r.amount, locale), stage: tStage(r.stage), date: formatTime(r.processed_at ?? r.requested_at, locale) })}
              </span>
              {r.credit_note && <CreditNoteButton refundId={r.id} />}
            </li>
          ))}
        </ul>
      )}
      <p>
        <LinkButton href={`/account/bookings/${payment.payable_id}`} data-testid="payment-payable">
          {tPay("viewBooking")}
        </LinkButton>
      </p>
    </div>
  );
}

/** What is left of the deposit (paid in parts or at once); the balance is paid to the vendor directly and never here. */
export function amountDue(booking: { deposit_due: Money; amount_paid: Money }) {
  const due = Math.max(0, (toFils(booking.deposit_due.amount) ?? 0) - (toFils(booking.amount_paid.amount) ?? 0));
  return { amount: fromFils(due), currency: booking.deposit_due.currency };
}
