import type { Tx } from "../core/db/client";
import { localized, type Locale } from "../core/i18n";
import { formatAmount } from "../core/money";
import type { NotificationKind } from "../notifications/kinds";
import { notify } from "../notifications/notify";

// Notifications of the quote and negotiation moves. Params are stored once
// per inbox row, so amounts and names are written in each recipient's own
// language ("1,200.000 KWD" / "1,200.000 د.ك").

/** A KWD amount for people: thousands separated, 3 decimals, the currency in the reader's language. */
export function amountText(value: { toString(): string } | string, locale: Locale): string {
  const [whole, fraction] = formatAmount(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${grouped}.${fraction} ${locale === "ar" ? "د.ك" : "KWD"}`;
}

type Named = { nameAr: string; nameEn: string };
type QuoteNotice = { quoteId: string; rfqTitle: string; amount?: { toString(): string } | null };

/** Tells the RFQ's customer about a vendor's quote (received, revised, final offer, withdrawn). */
export async function notifyCustomerOfQuote(tx: Tx, customerUserId: string, vendor: Named, kind: NotificationKind, notice: QuoteNotice): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: customerUserId }, select: { preferredLocale: true } });
  const locale = user.preferredLocale as Locale;
  await notify(tx, {
    userId: customerUserId,
    kind,
    entity: { type: "quote", id: notice.quoteId },
    params: {
      vendor_name: localized(locale, vendor.nameAr, vendor.nameEn),
      rfq_title: notice.rfqTitle,
      ...(notice.amount ? { amount: amountText(notice.amount, locale) } : {}),
    },
  });
}

/** Tells every member of the vendor about the customer's counter or re-quote request, each in their language. */
export async function notifyVendorOfNegotiation(tx: Tx, vendorId: string, customerName: string, kind: NotificationKind, notice: QuoteNotice): Promise<void> {
  const members = await tx.vendorMember.findMany({
    where: { vendorId },
    select: { userId: true, user: { select: { preferredLocale: true } } },
    orderBy: { createdAt: "asc" },
  });
  for (const member of members) {
    const locale = member.user.preferredLocale as Locale;
    await notify(tx, {
      userId: member.userId,
      kind,
      entity: { type: "quote", id: notice.quoteId },
      params: { customer_name: customerName, rfq_title: notice.rfqTitle, ...(notice.amount ? { amount: amountText(notice.amount, locale) } : {}) },
    });
  }
}
