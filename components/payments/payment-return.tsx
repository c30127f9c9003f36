"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { LinkButton } from "@/components/ui/button";
import { Facts, LoadFailed, Loading } from "@/components/ui/states";
import { formatMoney } from "@/components/ui/money";
import { InvoiceButton } from "@/components/finance/invoice-actions";
import { BookingPaymentOutcome } from "./booking-payment-outcome";
import { Link } from "@/i18n/navigation";
import { PaymentStatus } from "./payment-status";
import { usePolledQuery } from "./polled-query";
import type { PaymentView } from "./types";
import { Code } from "@/components/ui/names";
import { useMutateOnMount } from "@/components/ui/use-api";
import { MismatchNotice } from "./mismatch-notice";
import { Actions } from "@/components/ui/layout";
import "./payments.css";

// Where the gateway sends the payer back. The payment turns paid or failed
// only when the gateway's webhook arrives, so the page polls every 2 s until
// then and says plainly what happened; after a minute it stops promising and
// says we will notify (the poller job resolves it later). On arrival it also
// asks the provider at once (POST /payments/{id}/return), so a charge other
// than asked is told here, not left "checking". The polls are the clock:
// each answer re-renders, and the minute counts from the page's start.

const POLL_MS = 2_000;
const SLOW_MS = 60_000;
const FINAL = new Set(["paid", "failed", "partially_refunded", "refunded"]);

function payableHref(p: PaymentView): string {
  return p.payable_type === "booking" ? `/account/bookings/${p.payable_id}` : "/vendor/subscription";
}

function Outcome({ payment, slow }: { payment: PaymentView; slow: boolean }) {
  const t = useTranslations("payments.return");
  const locale = useLocale();
  const amount = formatMoney(payment.amount, locale);
  const booking = payment.payable_type === "booking";
  if (payment.mismatch && payment.mismatch.decision !== "accepted") {
    return (
      <>
        <MismatchNotice mismatch={payment.mismatch} />
        <p>
          <Link href={payableHref(payment)} data-testid="payment-payable">
            {booking ? t("viewBooking") : t("viewPlan")}
          </Link>
        </p>
      </>
    );
  }
  if (payment.status === "failed") {
    return (
      <div className="pay-outcome pay-outcome--failed" role="alert" data-testid="payment-outcome" data-outcome="failed">
        <h2>{t("failedTitle")}</h2>
        <p>{t("failed")}</p>
        <p>
          <LinkButton href={payableHref(payment)} data-testid="payment-retry">
            {t("tryAgain")}
          </LinkButton>
        </p>
      </div>
    );
  }
  if (FINAL.has(payment.status)) {
    const received = (
      <div className="pay-outcome pay-outcome--paid" role="status" data-testid="payment-outcome" data-outcome="paid">
        <h2>{t("paidTitle")}</h2>
        <p>{booking ? t("paidBooking", { amount }) : t("paidPlan", { amount })}</p>
        <p>
          <LinkButton href={payableHref(payment)} data-testid="payment-payable">
            {booking ? t("viewBooking") : t("viewPlan")}
          </LinkButton>
        </p>
      </div>
    );
    // A deposit's outcome follows its booking (confirmed, cancelled, refunded): components/bookings/booking-payment-outcome.tsx.
    return booking ? <BookingPaymentOutcome payment={payment} fallback={received} /> : received;
  }
  if (slow) {
    return (
      <div className="pay-outcome" role="status" data-testid="payment-outcome" data-outcome="slow">
        <h2>{t("slowTitle")}</h2>
        <p>{t("slow")}</p>
        <p>
          <Link href={payableHref(payment)}>{booking ? t("viewBooking") : t("viewPlan")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="pay-outcome" role="status" aria-busy="true" data-testid="payment-outcome" data-outcome="checking">
      <span className="pay-spinner" aria-hidden="true" />
      <h2>{t("checking")}</h2>
      <p>{t("checkingHint")}</p>
    </div>
  );
}

function Return({ id }: { id: string }) {
  const t = useTranslations("payments.return");
  const tHistory = useTranslations("payments.history");
  const locale = useLocale();
  const [startedAt] = useState(() => Date.now());
  // Back from the hosted page: the provider is asked at once (a 409 PAYMENT_AMOUNT_MISMATCH flags the payment; the polled payment then says so).
  useMutateOnMount("post", "/payments/{id}/return", { path: { id } });
  const payment = usePolledQuery("/payments/{id}", { path: { id } }, POLL_MS, (last) => !last || (!FINAL.has(last.data.status) && !last.data.mismatch));
  if (payment.isPending) return <Loading />;
  if (payment.isError) return <LoadFailed error={payment.error} backHref="/account/payments" back={t("history")} />;
  const p = payment.data.data;
  const slow = payment.dataUpdatedAt - startedAt >= SLOW_MS;
  return (
    <article className="pay-return" data-testid="payment-return" data-status={p.status}>
      <Outcome payment={p} slow={slow} />
      <Facts
        items={[
          [t("reference"), <Code key="id">{p.id}</Code>],
          [tHistory("amount"), formatMoney(p.amount, locale)],
          [tHistory("status"), <PaymentStatus key="status" status={p.status} />],
        ]}
      />
      <Actions as="p">
        {p.invoice && <InvoiceButton paymentId={p.id} />}
        <Link href="/account/payments">{t("history")}</Link>
      </Actions>
    </article>
  );
}

export function PaymentReturn({ id }: { id: string }) {
  return <AccountGate>{() => <Return id={id} />}</AccountGate>;
}
