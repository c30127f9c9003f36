import type { EventTimelineEntry } from "../../core/db/generated/client";
import { localized, type Locale } from "../../core/i18n";
import type { TimelineEntryView, VendorTimelineEntryView } from "./schemas";

export type EntryRow = EventTimelineEntry & { booking: { id: string; vendor: { id: string; nameAr: string; nameEn: string } } | null };
export const entryInclude = { booking: { select: { id: true, vendor: { select: { id: true, nameAr: true, nameEn: true } } } } } as const;
/** The day in order: by start time (HH:MM sorts as text), then as written. */
export const entryOrder = [{ startsAt: "asc" as const }, { id: "asc" as const }];

const titleOf = (e: EventTimelineEntry, locale: Locale) => localized(locale, e.titleAr ?? e.titleEn ?? "", e.titleEn ?? e.titleAr ?? "");

export function vendorEntryView(e: EventTimelineEntry, locale: Locale): VendorTimelineEntryView {
  return { id: e.id, starts_at: e.startsAt, ends_at: e.endsAt, title: titleOf(e, locale), title_ar: e.titleAr, title_en: e.titleEn, notes: e.notes };
}

export function entryView(e: EntryRow, locale: Locale): TimelineEntryView {
  const vendor = e.booking?.vendor;
  return {
    ...vendorEntryView(e, locale),
    who: e.booking
      ? {
          type: "vendor",
          booking_id: e.booking.id,
          vendor: vendor ? { id: vendor.id, name: localized(locale, vendor.nameAr, vendor.nameEn), name_en: vendor.nameEn } : null,
          person_name: null,
        }
      : e.personName
        ? { type: "person", booking_id: null, vendor: null, person_name: e.personName }
        : null,
  };
}
