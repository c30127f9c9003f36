import type { Tx } from "../core/db/client";
import type { Payment } from "../core/db/generated/client";
import { kuwaitDay } from "../core/kuwait-time";
import { formatAmount } from "../core/money";
import { addKuwaitMonth } from "../vendors/subscriptions";
import { label, METHOD_LABELS, PURPOSE_LABELS, type Bilingual } from "./labels";
import { legalEntity, type LegalEntity } from "./legal-entity";

// What an invoice prints, copied when it is issued: the payer, the purpose,
// the line (booking or plan), the amount, how and when it was paid, and the
// issuing company. Issued documents never read live rows again.

export type DocumentLine =
  | { type: "booking_deposit"; booking_reference: string; vendor: Bilingual; service_date: string; booking_total: string; deposit: string }
  | { type: "subscription"; plan: Bilingual; period_start: string; period_end: string; amount: string }
  | { type: "wallet_topup"; amount: string }
  | { type: "order"; order_reference: string; vendor: Bilingual; package: Bilingual; service_date: string; order_total: string; paid: string };

export type InvoiceSnapshot = {
  payer: { name: string; email: string | null; phone: string | null };
  purpose: Bilingual;
  line: DocumentLine;
  amount: string;
  currency: string;
  method: Bilingual | null;
  paid_at: string;
  provider_reference: string | null;
  entity: LegalEntity;
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const kuwaitDate = (at: Date) => day(kuwaitDay(at));

async function lineOf(tx: Tx, p: Payment, paidAt: Date): Promise<DocumentLine> {
  if (p.payableType === "booking") {
    const b = await tx.booking.findUniqueOrThrow({ where: { id: p.payableId }, include: { vendor: { select: { nameAr: true, nameEn: true } } } });
    return {
      type: "booking_deposit",
      booking_reference: b.reference,
      vendor: { ar: b.vendor.nameAr, en: b.vendor.nameEn },
      service_date: day(b.serviceDate),
      booking_total: formatAmount(b.total),
      deposit: formatAmount(p.amount),
    };
  }
  if (p.payableType === "wallet_topup") return { type: "wallet_topup", amount: formatAmount(p.amount) };
  if (p.payableType === "order") {
    const o = await tx.order.findUniqueOrThrow({ where: { id: p.payableId }, include: { vendor: { select: { nameAr: true, nameEn: true } } } });
    return {
      type: "order",
      order_reference: o.reference,
      vendor: { ar: o.vendor.nameAr, en: o.vendor.nameEn },
      package: { ar: o.packageNameAr, en: o.packageNameEn },
      service_date: day(o.serviceDate),
      order_total: formatAmount(o.total),
      paid: formatAmount(p.amount),
    };
  }
  const s = await tx.subscription.findUniqueOrThrow({ where: { id: p.payableId }, include: { plan: { select: { nameAr: true, nameEn: true } } } });
  // The period paid for, as the subscription will hold it once the payment is
  // applied (activateSubscription / renewSubscription run after, from PaymentSucceeded).
  const start = p.purpose === "subscription_renewal" && s.currentPeriodEnd ? s.currentPeriodEnd : paidAt;
  return {
    type: "subscription",
    plan: { ar: s.plan.nameAr, en: s.plan.nameEn },
    period_start: kuwaitDate(start),
    period_end: kuwaitDate(addKuwaitMonth(start)),
    amount: formatAmount(p.amount),
  };
}

export async function invoiceSnapshot(tx: Tx, p: Payment, paidAt: Date): Promise<InvoiceSnapshot> {
  const payer = await tx.user.findUniqueOrThrow({ where: { id: p.payerUserId }, select: { firstName: true, lastName: true, email: true, phone: true } });
  return {
    payer: { name: `${payer.firstName} ${payer.lastName}`.trim(), email: payer.email, phone: payer.phone },
    purpose: label(PURPOSE_LABELS, p.purpose)!,
    line: await lineOf(tx, p, paidAt),
    amount: formatAmount(p.amount),
    currency: p.currency,
    method: label(METHOD_LABELS, p.method),
    paid_at: paidAt.toISOString(),
    provider_reference: p.providerRef,
    entity: legalEntity(),
  };
}
