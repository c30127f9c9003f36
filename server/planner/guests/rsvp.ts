import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { notFound, validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { translate } from "../../core/i18n";
import { dateOnly } from "../views";
import { MOVE_OF, rsvpMachine, type RsvpStatus } from "./state-machine";
import type { RsvpAnswerInput, RsvpPageView } from "./schemas";

// The guest's personal RSVP page (GET/POST /rsvp/{token}): no sign-in, the
// token is the key. It shows the event's public details and the guest's own
// answer only: never other guests, the budget, vendors or the customer.
// A revoked or unknown token, or a cancelled event, is 404.

async function guestOfToken(token: string) {
  const guest = /^[A-Za-z0-9_-]{16,64}$/.test(token)
    ? await db.eventGuest.findUnique({ where: { rsvpToken: token }, include: { event: { include: { city: true } } } })
    : null;
  if (!guest || guest.event.status !== "planning") throw notFound();
  return guest;
}

type GuestWithEvent = Awaited<ReturnType<typeof guestOfToken>>;

function pageView(guest: GuestWithEvent): RsvpPageView {
  const { event } = guest;
  return {
    guest: { name: guest.name, plus_ones: guest.plusOnes, language: guest.language === "en" ? "en" : "ar" },
    event: {
      title: event.title,
      event_type: event.eventType,
      event_date: event.eventDate ? dateOnly(event.eventDate) : null,
      event_time: event.eventTime,
      area: event.city ? { name: event.city.nameAr, name_en: event.city.nameEn } : null,
    },
    answer: { status: guest.rsvpStatus as RsvpStatus, head_count: guest.headCount, answered_at: guest.rsvpAnsweredAt?.toISOString() ?? null },
  };
}

export async function getRsvp(token: string): Promise<RsvpPageView> {
  return pageView(await guestOfToken(token));
}

export async function answerRsvp(token: string, input: RsvpAnswerInput, ctx: RequestContext): Promise<RsvpPageView> {
  const guest = await guestOfToken(token);
  const coming = input.answer !== "no";
  const headCount = coming ? (input.head_count ?? 1) : null;
  if (headCount !== null && headCount > guest.plusOnes + 1) {
    throw validationFailed({ head_count: [translate(ctx.locale, "rsvp.errors.head_count_over", { max: guest.plusOnes + 1 }) ?? "head_count"] });
  }
  await db.$transaction((tx) =>
    rsvpMachine.move(tx, { id: guest.id, status: guest.rsvpStatus as RsvpStatus }, MOVE_OF[input.answer], {
      // Still this guest's link: a revoke at the same moment wins.
      where: { rsvpToken: token },
      data: { headCount, rsvpAnsweredAt: now() },
      audit: { actor: { type: "system" }, action: "event.guest.rsvp_answered", diff: { head_count: headCount }, reason: "rsvp_link", request: ctx },
    }),
  );
  return getRsvp(token);
}
