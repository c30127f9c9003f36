"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDay, formatTime } from "@/components/ui/format";
import { intlLocale } from "@/components/ui/locale";
import { formatMoney } from "@/components/ui/money";
import { Facts } from "@/components/ui/states";
import type { OrderView } from "./types";
import { Muted } from "@/components/ui/layout";

// What an order is (package, day and time, place) and its money, as every
// portal shows it: the customer's, the vendor's and the admin's order pages.

function kuwaitClock(iso: string, locale: string) {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone: "Asia/Kuwait" }).format(new Date(iso));
}

/** Who ordered (vendor and admin pages): the phone a tap away, written left to right in both languages. */
function CustomerContact({ customer }: { customer: NonNullable<OrderView["customer"]> }) {
  return (
    <>
      <bdi>{customer.name}</bdi>
      {customer.phone && (
        <>
          {" · "}
          <a href={`tel:${customer.phone}`} dir="ltr" data-testid="order-customer-phone">
            {customer.phone}
          </a>
        </>
      )}
    </>
  );
}

export function OrderFacts({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.fields");
  const locale = useLocale();
  return (
    <section className="card or-section" aria-labelledby={`or-facts-${o.id}`} data-testid="order-facts">
      <h3 id={`or-facts-${o.id}`}>{t("title")}</h3>
      <Facts
        items={[
          [t("package"), <bdi key="p">{o.package.name}</bdi>],
          [t("date"), formatDay(o.service_date, locale)],
          [t("time"), <bdi key="t">{kuwaitClock(o.starts_at, locale)}</bdi>],
          [t("area"), o.area.name],
          [
            t("address"),
            <span key="a" className="or-wrap" dir="auto" data-user-text="">
              {o.address}
            </span>,
          ],
          ...(o.notes
            ? ([
                [
                  t("notes"),
                  <span key="n" className="or-wrap" dir="auto" data-user-text="">
                    {o.notes}
                  </span>,
                ],
              ] as [string, ReactNode][])
            : []),
          ...(o.customer ? ([[t("customer"), <CustomerContact key="c" customer={o.customer} />]] as [string, ReactNode][]) : []),
        ]}
      />
    </section>
  );
}

export function OrderMoney({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.money");
  const locale = useLocale();
  const rest = Number(o.total.amount) - Number(o.amount_due.amount);
  return (
    <section className="card or-section" aria-labelledby={`or-money-${o.id}`} data-testid="order-money">
      <h3 id={`or-money-${o.id}`}>{t("title")}</h3>
      <Facts
        items={[
          [
            t("total"),
            <span key="t" data-testid="order-total" data-amount={o.total.amount}>
              {formatMoney(o.total, locale)}
            </span>,
          ],
          [
            o.payment_mode === "deposit" ? t("dueDeposit") : t("dueFull"),
            <span key="d" data-testid="order-due" data-amount={o.amount_due.amount}>
              {formatMoney(o.amount_due, locale)}
            </span>,
          ],
          [
            t("paid"),
            <span key="p" data-testid="order-paid" data-amount={o.amount_paid.amount}>
              {formatMoney(o.amount_paid, locale)}
            </span>,
          ],
          ...(o.payment_mode === "deposit" && rest > 0
            ? ([[t("toVendor"), formatMoney({ amount: rest.toFixed(3), currency: o.total.currency }, locale)]] as [string, ReactNode][])
            : []),
          ...(o.refund_due ? ([[t("refund", { percent: o.refund_percent ?? 0 }), formatMoney(o.refund_due, locale)]] as [string, ReactNode][]) : []),
        ]}
      />
      {o.status === "placed" && !o.paid && <Muted>{t("payBy", { time: formatTime(o.payment_deadline, locale) })}</Muted>}
      {o.status === "placed" && o.paid && o.confirm_deadline && (
        // `customer` is given to the vendor and admins only: they read the deadline as the vendor's.
        <Muted data-testid="order-confirm-by">{t(o.customer ? "acceptBy" : "confirmBy", { time: formatTime(o.confirm_deadline, locale) })}</Muted>
      )}
    </section>
  );
}

/** When each step happened (only those that did). */
export function OrderSteps({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.steps");
  const locale = useLocale();
  const steps: [string, string | null][] = [
    [t("placed"), o.created_at],
    [t("confirmed"), o.confirmed_at],
    [t("on_the_way"), o.on_the_way_at],
    [t("in_progress"), o.started_at],
    [t("completed"), o.completed_at],
    [t("cancelled"), o.cancelled_at],
  ];
  return (
    <ol className="or-steps" data-testid="order-steps">
      {steps
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <li key={label}>
            <strong>{label}</strong> <Muted as="span">{formatTime(at, locale)}</Muted>
          </li>
        ))}
      {o.status === "cancelled" && o.cancel_reason && (
        <li>
          {t("reason", { by: t(`by.${o.cancelled_by ?? "system"}`) })}: <span dir="auto">{o.cancel_reason}</span>
        </li>
      )}
    </ol>
  );
}

/** What every order page shows below its own part: the facts, the money and the steps so far. */
export function OrderRecord({ order }: { order: OrderView }) {
  return (
    <>
      <div className="or-grid">
        <OrderFacts order={order} />
        <OrderMoney order={order} />
      </div>
      <OrderSteps order={order} />
    </>
  );
}
