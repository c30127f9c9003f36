import type { Area, City, Event } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { moneyOrNull } from "../core/money";
import type { EventDetailsView, EventView } from "./schemas";

export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** What event reads include for `eventView`. */
export const EVENT_VIEW_INCLUDE = { city: true, area: true } as const;

export function eventView(event: Event & { city: City | null; area: Area | null }, locale: Locale): EventView {
  return {
    ...eventDetails(event, locale),
    area: event.area ? { id: event.area.id, name: localized(locale, event.area.nameAr, event.area.nameEn), name_en: event.area.nameEn } : null,
    budget: moneyOrNull(event.budgetTotal),
    status: event.status as EventView["status"],
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
  };
}

/** The event's details for the vendor's copy of an RFQ and for a booking (no budget: that stays the customer's). */
export function eventDetails(event: Event & { city: Pick<City, "id" | "nameAr" | "nameEn"> | null }, locale: Locale): EventDetailsView {
  return {
    id: event.id,
    title: event.title,
    event_type: event.eventType as EventDetailsView["event_type"],
    event_date: event.eventDate ? dateOnly(event.eventDate) : null,
    event_time: event.eventTime,
    guests_expected: event.guestsExpected,
    city: event.city ? { id: event.city.id, name: localized(locale, event.city.nameAr, event.city.nameEn), name_en: event.city.nameEn } : null,
    location_text: event.locationText,
    notes: event.notes,
  };
}
