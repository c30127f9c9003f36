"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDay, formatTime, kuwaitToday } from "@/components/ui/format";
import type { BookingRow } from "./types";

// The booking's path as steps: accepted, deposit, balance, service day,
// completed, review. Each step is done (with its date), next (the one step
// the booking waits for) or later. A cancelled booking ends at its
// cancellation: the steps it never reached are not shown.

type Step = { key: string; label: string; when: string | null; done: boolean };
type State = "done" | "next" | "later";

/** `reviewed`: the customer's review is written; the vendor's side (`reviewed` undefined) has no review step. */
export function BookingTimeline({ booking: b, reviewed }: { booking: BookingRow; reviewed?: boolean }) {
  const t = useTranslations("bookings.timeline");
  const locale = useLocale();
  const paid = b.confirmed_at !== null;
  const serviceDone = b.service_date <= kuwaitToday();
  const balanceAt = b.balance?.received_at ?? null;
  const steps: Step[] = [
    { key: "accepted", label: t("accepted"), when: formatTime(b.created_at, locale), done: true },
    paid
      ? { key: "deposit", label: t("depositPaid"), when: formatTime(b.confirmed_at, locale), done: true }
      : { key: "deposit", label: t("depositDue", { date: formatTime(b.payment_deadline, locale) }), when: null, done: false },
  ];
  if (b.status === "cancelled") {
    steps.push({ key: "cancelled", label: t("cancelled"), when: formatTime(b.cancelled_at, locale), done: true });
  } else {
    if (b.status === "refund_requested") steps.push({ key: "refund", label: t("refundRequested"), when: null, done: true });
    if (b.balance && b.balance.amount.amount !== "0.000") {
      steps.push(
        balanceAt
          ? { key: "balance", label: t("balanceReceived"), when: formatTime(balanceAt, locale), done: true }
          : { key: "balance", label: t("balanceDue", { date: formatDay(b.balance.due_date, locale) }), when: null, done: false },
      );
    }
    steps.push({ key: "service", label: t("serviceDay"), when: formatDay(b.service_date, locale), done: serviceDone && paid });
    steps.push({ key: "completed", label: t("completed"), when: b.completed_at ? formatTime(b.completed_at, locale) : null, done: b.status === "completed" });
    if (reviewed !== undefined) steps.push({ key: "review", label: reviewed ? t("reviewWritten") : t("review"), when: null, done: reviewed });
  }
  const firstOpen = steps.findIndex((s) => !s.done);
  const stateOf = (i: number): State => (steps[i].done ? "done" : i === firstOpen ? "next" : "later");
  return (
    <section className="card bk-section" aria-labelledby="bk-timeline">
      <h3 id="bk-timeline">{t("title")}</h3>
      <ol className="bk-timeline" data-testid="booking-timeline">
        {steps.map((step, i) => (
          <li key={step.key} className="bk-step" data-step={step.key} data-state={stateOf(i)} data-testid="timeline-step">
            <span className="bk-step__label">{step.label}</span>
            {step.when && <span className="bk-step__when">{step.when}</span>}
            <span className="visually-hidden">{t(stateOf(i))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
