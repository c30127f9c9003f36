import type { EventGuest } from "../../core/db/generated/client";
import { portalUrl } from "../../core/app-url";
import { translate, type Locale } from "../../core/i18n";
import type { GuestView, RsvpTotals } from "./schemas";

// Guest payloads, the guest's RSVP link and the WhatsApp share link.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const langOf = (guest: Pick<EventGuest, "language">): Locale => (guest.language === "en" ? "en" : "ar");

/** The guest's personal RSVP page, in the guest's language. */
export function rsvpLink(guest: Pick<EventGuest, "rsvpToken" | "language">): string | null {
  return guest.rsvpToken ? portalUrl(langOf(guest), `/rsvp/${guest.rsvpToken}`) : null;
}

/** `https://wa.me/<digits>?text=…`: the invitation with the RSVP link, in the guest's language. */
export function whatsappUrl(guest: Pick<EventGuest, "name" | "phone" | "rsvpToken" | "language">, eventTitle: string): string | null {
  const link = rsvpLink(guest);
  if (!guest.phone || !link) return null;
  const text = translate(langOf(guest), "rsvp.whatsappMessage", { name: guest.name, title: eventTitle, link }) ?? link;
  return `https://wa.me/${guest.phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function guestView(guest: EventGuest, eventTitle: string): GuestView {
  return {
    id: guest.id,
    name: guest.name,
    side: guest.side as GuestView["side"],
    group: guest.groupLabel,
    phone: guest.phone,
    email: guest.email,
    plus_ones: guest.plusOnes,
    dietary_notes: guest.dietaryNotes,
    language: langOf(guest),
    rsvp: {
      status: guest.rsvpStatus as GuestView["rsvp"]["status"],
      head_count: guest.headCount,
      answered_at: iso(guest.rsvpAnsweredAt),
      link: rsvpLink(guest),
      whatsapp_url: whatsappUrl(guest, eventTitle),
    },
    created_at: guest.createdAt.toISOString(),
    updated_at: guest.updatedAt.toISOString(),
  };
}

type Counted = Pick<EventGuest, "rsvpStatus" | "headCount" | "plusOnes">;

/** Totals of a guest list: who is invited, who answered what, how many come. */
export function rsvpTotals(guests: Counted[]): RsvpTotals {
  const count = (status: string) => guests.filter((g) => g.rsvpStatus === status).length;
  const heads = (status: string) => guests.filter((g) => g.rsvpStatus === status).reduce((n, g) => n + (g.headCount ?? 1), 0);
  return {
    invited: guests.length,
    invited_people: guests.reduce((n, g) => n + 1 + g.plusOnes, 0),
    yes: count("yes"),
    no: count("no"),
    maybe: count("maybe"),
    pending: count("pending"),
    head_count: heads("yes"),
    maybe_head_count: heads("maybe"),
  };
}
