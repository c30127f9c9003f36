import { holdVendorDay } from "../availability/hold-day";
import { createBooking } from "../bookings/create-booking";
import type { BookingView } from "../bookings/schemas";
import { loadBookingViews } from "../bookings/views";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { Prisma } from "../core/db/generated/client";
import { AppError, notFound, type Bilingual } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { kuwaitTime } from "../core/kuwait-time";
import { money } from "../core/money";
import { requireVerifiedEmail, requireVerifiedPhone } from "../identity/registration/require-verified-email";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { notifyVendorMembers } from "../vendors/notify-members";
import { recordVendorStat } from "../vendors/stats";
import { LIVE_QUOTE_STATES, quoteMachine, rfqMachine } from "./state-machine";

// Accepting a quote (both path sets, docs/decisions.md "Accepting a quote"):
// in one transaction the RFQ and the quote are accepted, every other live
// quote becomes not_selected, and the booking is created `pending`. Of two
// accepts that race, the RFQ's conditional update (taken first, so sibling
// accepts queue on the same row and never deadlock) and the unique rfq_id /
// quote_id keys of bookings let exactly one through; the others get 409.

export type AcceptPath = "catalog" | "module";

const LOST_RACE: Bilingual = {
  en: "The quotation was accepted, rejected or changed meanwhile; reload the quotations.",
  ar: "قُبل عرض السعر أو رُفض أو تغيّر في هذه الأثناء؛ أعد تحميل عروض الأسعار.",
};

function expiredError(path: AcceptPath, quoteId: string): AppError {
  if (path === "catalog") return new AppError("QUOTATION_EXPIRED");
  return new AppError("VALIDATION_FAILED", {
    message: { en: "The quotation's validity has passed; ask the vendor for a re-quote.", ar: "انقضت مدة صلاحية عرض السعر؛ اطلب من المزوّد إعادة التسعير." },
    details: { quote: ["validation.quote_expired"] },
    extra: { next_action: { type: "request_requote", endpoint: `/api/v1/quotes/${quoteId}/request-requote` } },
  });
}

const isLive = (status: string) => (LIVE_QUOTE_STATES as readonly string[]).includes(status);

export async function acceptQuote(quoteId: string, path: AcceptPath, ctx: RequestContext): Promise<BookingView> {
  assertSignedIn(ctx);
  const quote = ULID_PATTERN.test(quoteId)
    ? await db.quote.findUnique({ where: { id: quoteId }, include: { rfq: { include: { event: true } }, vendor: true } })
    : null;
  if (!quote || quote.rfq.customerUserId !== ctx.userId) throw notFound();
  await requireVerifiedPhone(ctx.userId);
  await requireVerifiedEmail(ctx.userId);
  const customer = await db.user.findUniqueOrThrow({ where: { id: ctx.userId } });

  const { rfq } = quote;
  if (rfq.event.status !== "planning") {
    throw new AppError("QUOTATION_INVALID_STATE", {
      message: { en: "The event of this request is no longer being planned.", ar: "لم تعد مناسبة هذا الطلب قيد التخطيط." },
    });
  }
  const at = now();
  if (quote.status === "expired" || (isLive(quote.status) && quote.validUntil <= at)) throw expiredError(path, quote.id);
  quoteMachine.assertCan(quote.status, "accept");
  if (!rfqMachine.can(rfq.status, "accept")) {
    throw new AppError("QUOTATION_INVALID_STATE", {
      message: {
        en: `The request for quotation is ${rfq.status}; its quotations can no longer be accepted.`,
        ar: `حالة طلب عرض السعر ${rfq.status}؛ لم يعد ممكنًا قبول عروض الأسعار المقدَّمة عليه.`,
      },
    });
  }

  let bookingId: string;
  try {
    bookingId = await db.$transaction(async (tx) => {
      const actor = { type: "user" as const, id: customer.id };
      // The RFQ row first: every accept of this RFQ queues here (see above).
      const rfqMoved = await rfqMachine.tryMove(tx, rfq.id, "accept", {
        data: { closedAt: at },
        audit: { actor, action: "rfq.accepted", diff: { quote_id: quote.id }, request: ctx },
      });
      if (!rfqMoved) throw new AppError("QUOTATION_INVALID_STATE", { message: LOST_RACE });
      const quoteMoved = await quoteMachine.tryMove(tx, quote.id, "accept", {
        data: { closedAt: at },
        where: { validUntil: { gt: at } },
        audit: { actor, action: "quote.accepted", request: ctx },
      });
      if (!quoteMoved) throw new AppError("QUOTATION_INVALID_STATE", { message: LOST_RACE });
      await recordVendorStat(tx, quote.vendorId, "quotes_won", at);

      const siblings = await tx.quote.findMany({ where: { rfqId: rfq.id, id: { not: quote.id }, status: { in: [...LIVE_QUOTE_STATES] } } });
      for (const sibling of siblings) {
        const moved = await quoteMachine.tryMove(tx, sibling, "not_selected", {
          data: { closedAt: at },
          audit: { actor, action: "quote.not_selected", diff: { accepted_quote_id: quote.id }, request: ctx },
        });
        if (moved) {
          await notifyVendorMembers(tx, sibling.vendorId, {
            kind: "quote.not_selected",
            entity: { type: "rfq", id: rfq.id },
            params: { rfq_title: rfq.title },
          });
        }
      }

      // The vendor's day (and its branch's, when the RFQ's branch has a capacity): refused (409 VENDOR_UNAVAILABLE) when closed or full, racing accepts queue
      // on the vendor.
      await holdVendorDay(tx, quote.vendorId, rfq.event.eventDate ?? rfq.neededBy, rfq.id);
      const booking = await createBooking(tx, { rfq, quote, eventDate: rfq.event.eventDate, at });
      await notifyVendorMembers(tx, quote.vendorId, {
        kind: "quote.accepted",
        entity: { type: "booking", id: booking.id },
        params: { customer_name: `${customer.firstName} ${customer.lastName}`.trim(), rfq_title: rfq.title, amount: money(quote.total) },
      });
      await notify(tx, {
        userId: customer.id,
        kind: "booking.pending_payment",
        entity: { type: "booking", id: booking.id },
        params: {
          booking_ref: booking.reference,
          vendor_name: bilingual(quote.vendor.nameAr, quote.vendor.nameEn),
          deadline: kuwaitTime(booking.paymentDeadline),
        },
      });
      return booking.id;
    });
  } catch (e) {
    // A racing accept that got past the conditional updates still meets the unique keys of bookings.
    if (e instanceof Prisma.PrismaClientKnownRequestError && (e.code === "P2002" || e.code === "P2034")) {
      throw new AppError("QUOTATION_INVALID_STATE", { message: LOST_RACE });
    }
    throw e;
  }
  const [view] = await loadBookingViews({ id: bookingId }, ctx.locale, "customer");
  return view;
}
