import { formatAmount } from "../../core/money";
import type { PaymentMethod, ProviderPaymentStatus } from "./types";

// MyFatoorah's getPaymentStatus answer in our words, shared by the status
// query (myfatoorah.ts) and reconciliation (myfatoorah-reconciliation.ts).
// https://docs.myfatoorah.com/docs/get-payment-status

export type MfTransaction = {
  TransactionDate?: string;
  PaymentGateway?: string;
  PaymentId?: string;
  TransactionStatus?: string;
  TransationValue?: string;
  TotalServiceCharge?: string;
  PaidCurrency?: string;
  Currency?: string;
  Error?: string | null;
};
export type MfInvoice = {
  InvoiceId?: number;
  InvoiceStatus?: string;
  CustomerReference?: string | null;
  CreatedDate?: string;
  InvoiceValue?: number;
  InvoiceTransactions?: MfTransaction[];
};

/** KNET or card from MyFatoorah's gateway name ("KNET", "VISA/MASTER", "AMEX", "Apple Pay" ...). */
export function myFatoorahMethod(gateway: string | null | undefined): PaymentMethod | null {
  if (!gateway) return null;
  if (/knet/i.test(gateway)) return "knet";
  return /visa|master|amex|mada|card|apple|google|stc|benefit/i.test(gateway) ? "card" : null;
}

const SUCCESS = /^(succss|success|succeeded)$/i;
const FAILED = /^(failed|canceled|cancelled)$/i;

/**
 * Our status from the invoice and its latest attempt. Paid is paid; an expired or cancelled invoice failed;
 * a pending invoice whose last KNET attempt failed is a failed payment for us (one payment = one attempt).
 */
export function myFatoorahStatus(invoiceStatus: string, latest: MfTransaction | undefined): ProviderPaymentStatus["status"] {
  if (/^paid$/i.test(invoiceStatus) || SUCCESS.test(latest?.TransactionStatus ?? "")) return "paid";
  if (/^(expired|canceled|cancelled|failed)$/i.test(invoiceStatus)) return "failed";
  return FAILED.test(latest?.TransactionStatus ?? "") ? "failed" : "pending";
}

/** MyFatoorah's local times ("2026-11-25T04:33:41.103", no zone) are Kuwait time (UTC+3). */
export function myFatoorahLocalTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(/Z$|[+-]\d{2}:\d{2}$/.test(value) ? value : `${value}+03:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** MyFatoorah names the dinar "KD" in its answers. */
export const myFatoorahCurrency = (c: string | null | undefined) => (c && c !== "KD" ? c : "KWD");

/** The invoice's status as our status answer: the successful attempt when there is one, else the latest. */
export function myFatoorahPaymentStatus(inv: MfInvoice): ProviderPaymentStatus {
  const transactions = inv.InvoiceTransactions ?? [];
  const latest = transactions.find((t) => SUCCESS.test(t.TransactionStatus ?? "")) ?? transactions[transactions.length - 1];
  const status = myFatoorahStatus(inv.InvoiceStatus ?? "Pending", latest);
  return {
    status,
    amount: formatAmount(inv.InvoiceValue ?? 0),
    currency: myFatoorahCurrency(latest?.Currency),
    providerRef: latest?.PaymentId ?? null,
    method: myFatoorahMethod(latest?.PaymentGateway),
    paidAt: status === "paid" ? myFatoorahLocalTime(latest?.TransactionDate) : null,
    fee: latest?.TotalServiceCharge ? formatAmount(latest.TotalServiceCharge) : null,
    failureReason: status === "failed" ? (latest?.Error ?? inv.InvoiceStatus ?? "failed").toString().toLowerCase() : null,
  };
}
