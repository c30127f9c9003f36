import type { FinanceDocument } from "../core/db/generated/client";
import { formatAmount } from "../core/money";
import type { CreditNoteSnapshot } from "./issue-credit-note";
import { amountInArabicWords, amountInEnglishWords } from "./pdf/amount-in-words";
import { DOCUMENT_TEMPLATE } from "./pdf/document-template";
import { renderPdf } from "./pdf/typst";
import type { InvoiceSnapshot } from "./snapshot";

// An issued invoice or credit note as a PDF, from its stored snapshot only
// (rendered on each download: the row never changes, so neither does the PDF).

const HEADINGS = { invoice: { ar: "فاتورة", en: "Invoice" }, credit_note: { ar: "إشعار دائن", en: "Credit note" } };

/** "1,900.500 KWD": thousands separated, 3 decimals. */
export function printedAmount(amount: string, currency: string): string {
  const [whole, fraction] = formatAmount(amount).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction} ${currency}`;
}

const kuwaitDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { timeZone: "Asia/Kuwait", day: "2-digit", month: "short", year: "numeric" });

function lines(s: InvoiceSnapshot) {
  const money = (a: string) => printedAmount(a, s.currency);
  const l = s.line;
  if (l.type === "booking_deposit") {
    return [
      { ar: "رقم الحجز", en: "Booking reference", value: l.booking_reference },
      { ar: `المزوّد: ${l.vendor.ar}`, en: `Vendor: ${l.vendor.en}`, value: "" },
      { ar: "تاريخ الخدمة", en: "Service date", value: l.service_date },
      { ar: "إجمالي الحجز", en: "Booking total", value: money(l.booking_total) },
      { ar: "العربون المدفوع", en: "Deposit paid", value: money(l.deposit) },
    ];
  }
  if (l.type === "wallet_topup") return [{ ar: "شحن المحفظة", en: "Wallet top-up", value: money(l.amount) }];
  if (l.type === "order") {
    return [
      { ar: "رقم الطلب", en: "Order reference", value: l.order_reference },
      { ar: `المزوّد: ${l.vendor.ar}`, en: `Vendor: ${l.vendor.en}`, value: "" },
      { ar: `الباقة: ${l.package.ar}`, en: `Package: ${l.package.en}`, value: "" },
      { ar: "تاريخ الخدمة", en: "Service date", value: l.service_date },
      { ar: "إجمالي الطلب", en: "Order total", value: money(l.order_total) },
      { ar: "المبلغ المدفوع", en: "Amount paid", value: money(l.paid) },
    ];
  }
  return [
    { ar: `الباقة: ${l.plan.ar}`, en: `Plan: ${l.plan.en}`, value: money(l.amount) },
    { ar: "الفترة", en: "Period", value: `${l.period_start} – ${l.period_end}` },
  ];
}

export function renderDocumentPdf(doc: FinanceDocument): Buffer {
  const s = doc.snapshot as InvoiceSnapshot | CreditNoteSnapshot;
  const credit = doc.kind === "credit_note" ? (s as CreditNoteSnapshot) : null;
  const amount = formatAmount(doc.amount);
  const body = lines(s);
  if (credit) body.push({ ar: "المبلغ المسترد", en: "Amount refunded", value: printedAmount(amount, s.currency) });
  return renderPdf(DOCUMENT_TEMPLATE, {
    title: doc.number,
    heading: HEADINGS[doc.kind],
    number: doc.number,
    invoice_number: credit?.invoice_number ?? null,
    date: kuwaitDate(doc.issuedAt.toISOString()),
    payer: { name: s.payer.name, contact: [s.payer.email, s.payer.phone].filter(Boolean).join(" · ") },
    purpose: s.purpose,
    method: s.method,
    provider_reference: doc.providerRef,
    reason: credit?.refund.reason ?? null,
    note: credit?.refund.note ?? null,
    lines: body,
    amount_text: printedAmount(amount, s.currency),
    words: { ar: amountInArabicWords(amount), en: amountInEnglishWords(amount) },
    entity: s.entity,
  });
}
