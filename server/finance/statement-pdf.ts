import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { formatAmount, sum } from "../core/money";
import { amountInArabicWords, amountInEnglishWords } from "../invoices/pdf/amount-in-words";
import { renderPdf } from "../invoices/pdf/typst";
import { legalEntity } from "../invoices/legal-entity";
import { maskIban } from "./iban";
import { ledgerSources } from "./ledger-sources";
import { STATEMENT_TEMPLATE } from "./statement-template";

// The bilingual settlement statement (Arabic and English), rendered from the
// settlement, its entries (the status rows that settled them) and the
// payout account it was paid to.

/** "0.0500" -> "5", "0.0725" -> "7.25". */
const ratePercent = (rate: { toString(): string }) => String(Number((Number(rate.toString()) * 100).toFixed(2)));

export async function statementData(settlementId: string) {
  const s = await db.settlement.findUnique({ where: { id: settlementId }, include: { run: { select: { runDate: true } } } });
  if (!s) throw notFound();
  const vendor = await db.vendor.findUniqueOrThrow({ where: { id: s.vendorId }, select: { nameAr: true, nameEn: true } });
  const account = s.payoutAccountId ? await db.payoutAccount.findUnique({ where: { id: s.payoutAccountId } }) : null;
  const settledRows = await db.ledgerStatusChange.findMany({ where: { settlementId, status: "settled" }, select: { entryId: true } });
  const entries = await db.ledgerEntry.findMany({ where: { id: { in: settledRows.map((r) => r.entryId) } }, orderBy: { id: "asc" } });
  const sources = await ledgerSources(entries);
  const sourceOf = (e: (typeof entries)[number]) => sources.get(e.bookingId ?? e.orderId ?? "");
  const net = formatAmount(s.netPayout);
  return {
    title: `${s.reference}`,
    entity: legalEntity(),
    vendor: { name_ar: vendor.nameAr, name_en: vendor.nameEn },
    reference: s.reference,
    run_date: s.run.runDate.toISOString().slice(0, 10),
    status: s.status === "paid" ? `Paid · مدفوعة (${s.payoutReference ?? ""})` : "Pending payout · بانتظار التحويل",
    account: { holder: account?.holderName ?? "-", iban: account ? maskIban(account.iban) : "-" },
    entries: entries.map((e) => ({
      // A reversal is a refund taken back from the vendor: say so next to its booking or order.
      // A tip has no booking: it says what it is instead. An order's reference (OR-...) says it is an order.
      booking_ref: e.kind === "tip" ? "Tip · إكرامية" : `${sourceOf(e)?.reference ?? ""}${e.kind === "reversal" ? " · Refund · استرداد" : ""}`,
      service_date: sourceOf(e)?.serviceDate.toISOString().slice(0, 10) ?? "",
      booking_total: formatAmount(e.bookingTotal),
      deposit: formatAmount(e.deposit),
      // "60.000 (5% × 1200.000)": the base beside the rate, never read as a rate of the deposit.
      // A tip carries no commission: "0% × 0.000" would read as a rate of nothing.
      commission:
        e.kind === "tip"
          ? `${formatAmount(e.commission)} (No commission · بلا عمولة)`
          : `${formatAmount(e.commission)} (${ratePercent(e.commissionRate)}% × ${formatAmount(e.bookingTotal)})`,
      vendor_share: formatAmount(e.vendorShare),
    })),
    totals: {
      deposit: formatAmount(sum(entries.map((e) => e.deposit))),
      commission: formatAmount(sum(entries.map((e) => e.commission))),
      vendor_share: formatAmount(sum(entries.map((e) => e.vendorShare))),
    },
    net: { amount: net, words_ar: amountInArabicWords(net), words_en: amountInEnglishWords(net) },
  };
}

export async function renderStatementPdf(settlementId: string): Promise<{ reference: string; pdf: Buffer }> {
  const data = await statementData(settlementId);
  return { reference: data.reference, pdf: renderPdf(STATEMENT_TEMPLATE, data) };
}
