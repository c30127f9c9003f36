import { localized, translate, type Locale } from "../core/i18n";

// Targeted RFQs warn, not refuse (docs/rfqs.md "Availability"): a chosen
// vendor with no room on the RFQ's service day (the event date, else the
// needed-by date) is named in a warning; the RFQ is still sent. Only free or
// busy is said to the customer, never why.

export const VENDOR_BUSY_ON_DATE = "VENDOR_BUSY_ON_DATE";
export type BusyWarning = { code: typeof VENDOR_BUSY_ON_DATE; vendor_id: string; date: string; message: string };
type NamedVendor = { id: string; nameAr: string; nameEn: string };

/** The service day of an RFQ: the booking's day once a quote is accepted (server/rfq/accept-quote.ts). */
export const serviceDay = (eventDate: Date | null, neededBy: Date) => (eventDate ?? neededBy).toISOString().slice(0, 10);

/** One warning per vendor of `vendors` in `busy` (the vendors busy on `date`, ISO), in the order given. */
export function busyWarnings(vendors: NamedVendor[], date: string, busy: ReadonlySet<string>, locale: Locale): BusyWarning[] {
  return vendors
    .filter((v) => busy.has(v.id))
    .map((v) => ({
      code: VENDOR_BUSY_ON_DATE,
      vendor_id: v.id,
      date,
      message: translate(locale, "api.warnings.vendor_busy_on_date", { name: localized(locale, v.nameAr, v.nameEn), date }) ?? VENDOR_BUSY_ON_DATE,
    }));
}
