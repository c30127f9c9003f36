"use client";

import { useTranslations } from "next-intl";
import { apiRequest, useApiQuery } from "@/components/ui/use-api";
import { DocumentButton } from "./document-button";
import "./finance.css";

// The payer's documents: the invoice of a paid payment (it stays after a
// refund: a credit note answers the refund) and a credit note for every
// processed refund. A payment view names its invoice once it is issued.

export function InvoiceButton({ paymentId }: { paymentId: string }) {
  const t = useTranslations("finance_portal.documents");
  return (
    <DocumentButton
      load={(locale) => apiRequest("get", "/payments/{id}/invoice", { path: { id: paymentId } }, locale)}
      label={t("invoice")}
      testId="download-invoice"
    />
  );
}

export function CreditNoteButton({ refundId }: { refundId: string }) {
  const t = useTranslations("finance_portal.documents");
  return (
    <DocumentButton
      load={(locale) => apiRequest("get", "/refunds/{id}/credit-note", { path: { id: refundId } }, locale)}
      label={t("creditNote")}
      testId="download-credit-note"
    />
  );
}

/** The booking page's invoices: the caller's paid payments of this booking. */
export function BookingInvoices({ bookingId }: { bookingId: string }) {
  const t = useTranslations("finance_portal.documents");
  const payments = useApiQuery("/me/payments", { query: { page: 1, per_page: 50 } });
  const paid = (payments.data?.data ?? []).filter((p) => p.payable_type === "booking" && p.payable_id === bookingId && p.invoice !== null);
  if (paid.length === 0) return null;
  return (
    <section className="fin-docs" aria-label={t("title")} data-testid="booking-invoices">
      {paid.map((p) => (
        <InvoiceButton key={p.id} paymentId={p.id} />
      ))}
    </section>
  );
}
