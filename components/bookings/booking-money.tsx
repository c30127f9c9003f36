"use client";

import { useLocale, useTranslations } from "next-intl";
import { BookingInvoices, CreditNoteButton } from "@/components/finance/invoice-actions";
import { formatDay, formatTime } from "@/components/ui/format";
import type { BookingRow } from "./types";
import { formatMoney } from "@/components/ui/money";
import { Name } from "@/components/ui/names";
import { FactList } from "@/components/ui/facts";
import { Actions, Muted } from "@/components/ui/layout";

// The booking's money, as one story: the total and the quote's lines, what
// was paid on the platform (the deposit), the balance and how it is paid
// (to the vendor directly, by the service date), every refund with its stage
// and dates, and the payer's documents (invoices and credit notes).

type Refund = BookingRow["refunds"][number];

function RefundRow({ refund }: { refund: Refund }) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  return (
    <li className="bk-refund" data-testid="booking-refund" data-stage={refund.stage}>
      <strong data-testid="refund-amount" data-amount={refund.amount.amount}>
        {formatMoney(refund.amount, locale)}
      </strong>
      <span className={`badge bk-stage bk-stage--${refund.stage}`} data-testid="refund-stage">
        {t(`refundStage.${refund.stage}`)}
      </span>
      <Muted as="span">
        {refund.processed_at
          ? t("money.refundProcessedOn", { date: formatTime(refund.processed_at, locale) })
          : t("money.refundRequestedOn", { date: formatTime(refund.requested_at, locale) })}
      </Muted>
    </li>
  );
}

/** The payer's documents: the invoices of their deposit payments (BookingInvoices) and a credit note per processed refund. */
function Documents({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.money");
  const notes = booking.refunds.filter((r) => r.credit_note !== null);
  if (booking.confirmed_at === null && notes.length === 0) return null;
  return (
    <div className="bk-docs" data-testid="booking-documents">
      <h4>{t("documents")}</h4>
      <BookingInvoices bookingId={booking.id} />
      {notes.length > 0 && (
        <Actions data-testid="booking-credit-notes">
          {notes.map((r) => (
            <CreditNoteButton key={r.id} refundId={r.id} />
          ))}
        </Actions>
      )}
    </div>
  );
}

export function BookingMoneySection({ booking: b, side }: { booking: BookingRow; side: "customer" | "vendor" }) {
  const t = useTranslations("bookings.money");
  const locale = useLocale();
  const paid = b.status !== "pending" && b.confirmed_at !== null;
  return (
    <section className="card bk-section" aria-labelledby="bk-money" data-testid="booking-money">
      <h3 id="bk-money">{t("title")}</h3>
      <FactList>
        <div>
          <dt>{t("total")}</dt>
          <dd data-testid="booking-total" data-amount={b.total.amount}>
            {formatMoney(b.total, locale)}
          </dd>
        </div>
        <div>
          <dt>{paid ? t("depositPaid") : t("depositDue")}</dt>
          <dd data-testid="booking-deposit" data-amount={b.deposit_due.amount}>
            {paid ? <span data-testid="booking-paid">{formatMoney(b.amount_paid, locale)}</span> : formatMoney(b.deposit_due, locale)}
          </dd>
        </div>
        {b.refunds.length > 0 && (
          <div>
            <dt>{t("refundedTotal")}</dt>
            <dd data-testid="booking-refunded" data-amount={b.amount_refunded.amount}>
              {formatMoney(b.amount_refunded, locale)}
            </dd>
          </div>
        )}
      </FactList>

      {b.balance && (
        <div className="bk-balance" data-testid="booking-balance" data-received={b.balance.received_at ? "yes" : "no"} data-amount={b.balance.amount.amount}>
          <h4>
            {t("balance")}: {formatMoney(b.balance.amount, locale)}
          </h4>
          {b.balance.amount.amount === "0.000" ? (
            <p>{t("balanceNone")}</p>
          ) : b.balance.received_at ? null : (
            <p>
              {side === "customer"
                ? t("balanceHow", { date: formatDay(b.balance.due_date, locale) })
                : t("balanceHowVendor", { date: formatDay(b.balance.due_date, locale) })}
            </p>
          )}
          {/* Once received, the balance is no longer "to be paid by": each side reads that it was. */}
          {b.balance.received_at && (
            <p data-testid="balance-received">
              {t(side === "customer" ? "balanceReceived" : "balanceReceivedVendor", { date: formatTime(b.balance.received_at, locale) })}
            </p>
          )}
        </div>
      )}

      {b.status === "cancelled" && b.refunds.length === 0 && b.refund_due && b.refund_due.amount !== "0.000" && (
        <p className="notice" data-testid="refund-due">
          {t("refundDueNote", { amount: formatMoney(b.refund_due, locale), percent: b.refund_percent ?? 0 })}
        </p>
      )}
      {b.refunds.length > 0 && (
        <div>
          <h4>{t("refunds")}</h4>
          <ul className="bk-refunds">
            {b.refunds.map((r) => (
              <RefundRow key={r.id} refund={r} />
            ))}
          </ul>
        </div>
      )}

      <details className="bk-lines" open={b.line_items.length > 0 && b.line_items.length <= 6}>
        <summary>{t("lines")}</summary>
        {b.line_items.length === 0 ? (
          <Muted>{t("noLines")}</Muted>
        ) : (
          <div className="bk-table-wrap">
            <table className="bk-table" data-testid="booking-lines">
              <thead>
                <tr>
                  <th scope="col">{t("item")}</th>
                  <th scope="col">{t("quantity")}</th>
                  <th scope="col" className="bk-col-unit">
                    {t("unitPrice")}
                  </th>
                  <th scope="col">{t("lineTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {b.line_items.map((item, i) => (
                  <tr key={i} data-testid="booking-line">
                    <td>
                      <Name>{item.name}</Name>
                    </td>
                    <td>{item.quantity}</td>
                    <td className="bk-col-unit">{formatMoney(item.unit_price, locale)}</td>
                    <td>{formatMoney(item.line_total, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {b.quote_notes && (
          <p className="bk-notes">
            <strong>{t("quoteNotes")}: </strong>
            <span dir="auto">{b.quote_notes}</span>
          </p>
        )}
      </details>

      {side === "customer" && <Documents booking={b} />}
    </section>
  );
}
