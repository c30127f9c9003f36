import type { OrderStatus, Prisma } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

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
