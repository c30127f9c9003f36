"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AccountGate } from "@/components/account/account-gate";
import { Button } from "@/components/ui/button";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { BOOKING_CHANGES } from "./changes";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { SideGate } from "@/components/conversations/side-gate";
import { BookingStatus } from "./booking-fields";
import { amountDue } from "@/components/payments/booking-payment-outcome";
import { BookingConversationSection } from "./booking-conversation";
import { BookingEventSection, ContactSection } from "./booking-facts";
import { BookingMoneySection } from "./booking-money";
import { BookingTimeline } from "./booking-timeline";
import { PayDeposit } from "@/components/payments/pay-deposit";
import { PolicyList } from "./policy-list";
import { ReviewEntry } from "@/components/reviews/review-entry";
import { reviewOfBooking, useMyReviews } from "@/components/reviews/use-my-reviews";
import { Code } from "@/components/ui/names";
import { Actions, DetailHead } from "@/components/ui/layout";
import "./bookings.css";

// The customer's one page about a booking: where it stands (timeline), the
// money (lines, deposit, the balance paid to the vendor, refunds and
// documents), the event, the vendor's contact once the deposit is paid and
// the conversation about it; "Pay deposit" while pending (the gateway's page,
// components/payments/pay-deposit.tsx), cancelling with what the policy
// refunds now, a refund request once confirmed, and the review once completed.

/** POST /bookings/{id}/cancel and /refund-request take a reason of 1-500 characters. */
const reasonForm = z.object({ reason: z.string().trim().min(1).max(500) });

function ReasonForm({
  label,
  submit,
  busy,
  testId,
}: {
  label: string;
  submit: (reason: string, onError: (error: unknown) => void) => void;
  busy: boolean;
  testId: string;
}) {
  const t = useTranslations("bookings.detail");
  const form = useZodForm(reasonForm, { reason: "" });
  const onSubmit = form.handleSubmit(({ reason }) => submit(reason, (e) => showApiErrors(form, errorOf(e), ["reason"])));
  return (
    <form className="form-column" onSubmit={onSubmit} data-testid={testId} noValidate>
      <FormText form={form} name="reason" label={t("reason")} multiline rows={2} maxLength={500} />
      <Button type="submit" variant="danger" disabled={busy}>
        {label}
      </Button>
    </form>
  );
}

function Detail({ id }: { id: string }) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const booking = useApiQuery("/bookings/{id}", { path: { id } });
  const cancel = useApiMutation("post", "/bookings/{id}/cancel", { invalidates: BOOKING_CHANGES });
  const refund = useApiMutation("post", "/bookings/{id}/refund-request", { invalidates: BOOKING_CHANGES });
  const [open, setOpen] = useState<"none" | "cancel" | "refund">("none");
  const reviews = useMyReviews();
  if (booking.isPending) return <Loading />;
  if (booking.isError) return <LoadFailed error={booking.error} backHref="/account/bookings" back={t("backToList")} />;
  const b = booking.data.data;
  const now = b.cancellation_policy.if_cancelled_now;
  const due = amountDue(b);
  const review = reviewOfBooking(reviews.data?.data, b.id);
  return (
    <article className="bk-detail" data-testid="booking-detail" data-status={b.status}>
      <DetailHead>
        <h2 data-testid="booking-reference">
          <Code>{b.reference}</Code>
        </h2>
        <BookingStatus booking={b} />
      </DetailHead>
      <p>
        {t("detail.vendor")}: <strong data-testid="booking-vendor">{b.vendor.name}</strong>
      </p>

      {b.status === "pending" && (
        <section className="card bk-pay" aria-labelledby="bk-pay">
          <h3 id="bk-pay">{t("detail.payTitle", { amount: formatMoney(due, locale) })}</h3>
          <p>{t("detail.payHint")}</p>
          <PayDeposit bookingId={b.id} />
        </section>
      )}

      <BookingTimeline booking={b} reviewed={!!review && review.status !== "draft"} />
      <div className="bk-grid">
        <div className="bk-main">
          <BookingMoneySection booking={b} side="customer" />
          <BookingEventSection booking={b} side="customer" />
        </div>
        <div className="bk-side">
          <ContactSection booking={b} side="customer" />
          <BookingConversationSection booking={b} side="customer" />
        </div>
      </div>

      {b.status === "completed" && <ReviewEntry bookingId={b.id} />}

      <PolicyList policy={b.cancellation_policy} />

      <Actions>
        {(b.status === "pending" || b.status === "confirmed") && (
          <Button variant="secondary" onClick={() => setOpen(open === "cancel" ? "none" : "cancel")} data-testid="booking-cancel">
            {t("detail.cancel")}
          </Button>
        )}
        {b.status === "confirmed" && (
          <Button variant="secondary" onClick={() => setOpen(open === "refund" ? "none" : "refund")} data-testid="booking-refund">
            {t("detail.refund")}
          </Button>
        )}
      </Actions>
      {open === "cancel" && (
        <div className="bk-panel">
          <p data-testid="cancel-refund">
            {b.status === "pending"
              ? t("detail.cancelFree")
              : now
                ? t("detail.cancelRefund", { percent: now.refund_percent, amount: formatMoney(now.refund, locale) })
                : t("detail.cancelPolicy")}
          </p>
          <ReasonForm
            label={t("detail.cancelConfirm")}
            busy={cancel.isPending}
            testId="cancel-form"
            submit={(reason, onError) => cancel.mutate({ path: { id }, body: { reason } }, { onSuccess: () => setOpen("none"), onError })}
          />
          <ErrorLine error={cancel.error} />
        </div>
      )}
      {open === "refund" && (
        <div className="bk-panel">
          <ReasonForm
            label={t("detail.refundConfirm")}
            busy={refund.isPending}
            testId="refund-form"
            submit={(reason, onError) => refund.mutate({ path: { id }, body: { reason } }, { onSuccess: () => setOpen("none"), onError })}
          />
          <ErrorLine error={refund.error} />
        </div>
      )}
      <Actions as="p">
        <Link href="/account/bookings">{t("backToList")}</Link>
      </Actions>
    </article>
  );
}

export function BookingDetail({ id }: { id: string }) {
  // Bookings are read in the session's context: a vendor who also books as a customer switches to the customer side first.
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <Detail id={id} />
        </SideGate>
      )}
    </AccountGate>
  );
}
