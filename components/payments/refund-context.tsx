"use client";

import { useTranslations } from "next-intl";
import { formatDay, formatTime } from "@/components/ui/format";
import { StatusBadge } from "@/components/ui/states";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import type { AdminRefundView } from "./types";
import { RowAmount, RowMain, RowMeta } from "@/components/ui/rows";

/** What Finance reads before deciding a refund: amounts, booking, customer, vendor, payment, policy tier. */
export function RefundContext({ refund, locale }: { refund: AdminRefundView; locale: string }) {
  const t = useTranslations("payments.refunds");
  const th = useTranslations("homes.refunds");
  const { booking, customer, vendor, payment, policy, requested_by } = refund.context;
  const money = (m: { amount: string; currency: string }) => formatMoney(m, locale);
  const method = payment.method === "knet" || payment.method === "card" ? th(`methods.${payment.method}`) : (payment.method ?? "—");
  return (
    <>
      <RowMain>
        <strong>{t(`reason.${refund.reason}`)}</strong>
        <RowAmount data-testid="refund-amount">{money(refund.amount)}</RowAmount>
      </RowMain>
      <RowMeta>
        <span>{formatTime(refund.created_at, locale)}</span>
        <StatusBadge status={refund.status} label={t(`status.${refund.status}`)} />
        {refund.system_initiated && <span className="badge">{t("system")}</span>}
      </RowMeta>
      <dl className="refund-facts" data-testid="refund-context">
        <div>
          <dt>{th("amounts")}</dt>
          <dd>
            {th("refundOf", { amount: money(refund.amount), paid: money(payment.amount) })}
            {payment.refunded.amount !== "0.000" && <> · {th("alreadyRefunded", { amount: money(payment.refunded) })}</>}
          </dd>
        </div>
        {booking && (
          <div data-testid="refund-booking">
            <dt>{th("booking")}</dt>
            <dd>
              <bdi dir="ltr">{booking.reference}</bdi> · {th("bookingTotal", { total: money(booking.total), paid: money(booking.amount_paid) })} ·{" "}
              {th("serviceOn", { date: formatDay(booking.service_date, locale) })}
              {booking.cancelled_at && booking.cancelled_by && (
                <> · {th("cancelledBy", { who: th(`who.${booking.cancelled_by as "customer"}`), time: formatTime(booking.cancelled_at, locale) })}</>
              )}
            </dd>
          </div>
        )}
        <div data-testid="refund-customer">
          <dt>{th("customer")}</dt>
          <dd>
            {customer ? (
              <Link href={`/admin/users/${customer.id}`}>
                <bdi dir="auto">{customer.name}</bdi>
              </Link>
            ) : (
              "—"
            )}
            {customer?.email && (
              <>
                {" "}
                · <bdi dir="ltr">{customer.email}</bdi>
              </>
            )}
          </dd>
        </div>
        {vendor && (
          <div data-testid="refund-vendor">
            <dt>{th("vendor")}</dt>
            <dd>
              <Link href={`/admin/vendors/${vendor.id}`}>
                <bdi dir="auto">{vendor.name}</bdi>
              </Link>
            </dd>
          </div>
        )}
        <div data-testid="refund-payment">
          <dt>{th("payment")}</dt>
          <dd>
            {th("paymentLine", { amount: money(payment.amount), method, time: formatTime(payment.paid_at, locale) })}{" "}
            <span className="admin-muted">
              (<bdi dir="ltr">{payment.id}</bdi>)
            </span>
          </dd>
        </div>
        <div data-testid="refund-policy">
          <dt>{th("policy")}</dt>
          <dd>{policy ? `${th("percent", { percent: policy.refund_percent })}: ${policy.text}` : th("noPolicy")}</dd>
        </div>
        {requested_by && (
          <div>
            <dt />
            <dd>{th("requestedBy", { name: requested_by.name })}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
