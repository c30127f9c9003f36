import type { OrderStatus, Prisma } from "../core/db/generated/client";
import { testSwitchOn } from "../core/test-switches";
import { AppError } from "../core/errors";
import { kuwaitTime } from "../core/kuwait-time";
import { defineMachine, type StatusWrite } from "../core/state-machine";
import { isMoveOpen, moveOpensAt, type TimedMove } from "./move-times";

// The direct-order state machine (docs/orders.md). The spec names
// on_the_way, in_progress and completed; the rest is ours (docs/decisions.md
// "Direct orders"). An order is born `placed` and is paid while placed; the
// vendor accepts a paid one. Every cancellation refunds per docs/orders.md.
export const orderMachine = defineMachine({
  name: "order",
  transitions: {
    accept: { from: ["placed"], to: "confirmed" },
    set_out: { from: ["confirmed"], to: "on_the_way" },
    start: { from: ["confirmed", "on_the_way"], to: "in_progress" },
    complete: { from: ["in_progress"], to: "completed" },
    // The customer cancels before the vendor sets out.
    customer_cancel: { from: ["placed", "confirmed"], to: "cancelled" },
    // The vendor declines a placed order, or cancels an accepted one before starting: everything paid is refunded.
    vendor_decline: { from: ["placed"], to: "cancelled" },
    vendor_cancel: { from: ["confirmed", "on_the_way"], to: "cancelled" },
    // The `order-deadlines` job: unpaid by the payment deadline, or paid and not accepted by the confirm deadline.
    payment_timeout: { from: ["placed"], to: "cancelled" },
    confirm_timeout: { from: ["placed"], to: "cancelled" },
  },
  invalidStateError: "BOOKING_INVALID_STATE",
  read: (tx, id) => tx.order.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<OrderStatus, Prisma.OrderUpdateManyMutationInput, Prisma.OrderWhereInput>) =>
    tx.order.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

export type OrderMove = keyof typeof orderMachine.transitions;

/** States in which the provider's live location is accepted and shown. */
export const TRACKING_STATES: OrderStatus[] = ["on_the_way", "in_progress"];

const TOO_EARLY = {
  set_out: { en: "You can say you are on your way", ar: "يمكنك الإبلاغ بأنك في الطريق" },
  start: { en: "You can mark this order started", ar: "يمكنك تسجيل بدء هذا الطلب" },
  complete: { en: "You can mark this order done", ar: "يمكنك تسجيل إنجاز هذا الطلب" },
} as const;

/**
 * Refuses a move on the day before it opens (move-times.ts): 409
 * BOOKING_INVALID_STATE, the machine's code for a move the order does not allow
 * yet, with the Kuwait time it opens (and `opens_at`, ISO UTC) in the message.
 */
export function assertMoveTime(order: { startsAt: Date }, move: TimedMove, at: Date): void {
  const opensAt = moveOpeningTime(move, order.startsAt);
  if (opensAt === null || isMoveOpen(move, order.startsAt, at)) return;
  const [opens, starts] = [kuwaitTime(opensAt), kuwaitTime(order.startsAt)];
  throw new AppError("BOOKING_INVALID_STATE", {
    message: {
      en: `${TOO_EARLY[move].en} from ${opens} (Kuwait time); the order starts at ${starts}.`,
      ar: `${TOO_EARLY[move].ar} ابتداءً من ${opens} (بتوقيت الكويت)؛ يبدأ الطلب في ${starts}.`,
    },
    extra: { opens_at: opensAt.toISOString() },
  });
}

/** When `move` opens for an order starting at `startsAt`; null when a test server lets it happen any time (TEST_ORDER_MOVES_ANYTIME). */
export function moveOpeningTime(move: TimedMove, startsAt: Date): Date | null {
  return testSwitchOn("TEST_ORDER_MOVES_ANYTIME") ? null : moveOpensAt(move, startsAt);
}
