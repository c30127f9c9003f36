import type { Actor } from "../core/audit";
import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { Order } from "../core/db/generated/client";
import type { RequestContext } from "../core/http/request-context";
import { formatAmount, money, toDecimal } from "../core/money";
import { emit } from "../core/outbox/outbox";
import { notify } from "../notifications/notify";
import { asWritten, type BilingualText } from "../notifications/params";
import { notifyVendorMembers } from "../vendors/notify-members";
import { customerRefund, fullRefund, type OrderRefund } from "./cancellation-policy";
import { lockOrder } from "./lock";
import { orderMachine, type OrderMove } from "./state-machine";

// Every way an order ends cancelled: the customer (policy), the vendor
// declining or cancelling, or a deadline (everything paid). Under the order
// lock: the refund is what is paid at that moment. The refund is asked for
// in the same transaction, one payments.refund_due per paid payment (the
// payments module records and sends it; orders never call payments; the
// customer cancelling may take it to their wallet), and the other side is told.

const ACTIONS = {
  customer_cancel: "order.cancelled",
  vendor_decline: "order.vendor_declined",
  vendor_cancel: "order.vendor_cancelled",
  payment_timeout: "order.expired",
  confirm_timeout: "order.vendor_no_confirm",
} as const;

type Cancel = {
  move: Extract<OrderMove, "customer_cancel" | "vendor_decline" | "vendor_cancel" | "payment_timeout" | "confirm_timeout">;
  actor: Actor;
  cancelledBy: "customer" | "vendor" | "system";
  /** Shown to the other side: what the customer or vendor wrote, or a system cancellation's text in both languages (the English one is stored on the order). */
  reason: string | BilingualText;
  request?: RequestContext;
  /** Checked under the lock (jobs): false leaves the order alone. */
  onlyIf?: (order: Order) => boolean;
  /** The customer's choice on their own cancellation: the refund to the original method (default) or their wallet. */
  refundDestination?: "original" | "wallet";
};

/** Cancels the order (null when a job finds it already moved); throws the machine's 409 for a user's move that no longer applies. */
export async function endOrder(tx: Tx, id: string, c: Cancel): Promise<{ order: Order; refund: OrderRefund } | null> {
  const current = await lockOrder(tx, id);
  if (c.onlyIf && !c.onlyIf(current)) return null;
  const refund = c.move === "customer_cancel" ? customerRefund(current, now()) : fullRefund(current);
  return cancelLocked(tx, current, refund, c);
}

async function cancelLocked(tx: Tx, current: Order, refund: OrderRefund, c: Cancel) {
  const at = now();
  const reason = (l: "ar" | "en") => (typeof c.reason === "string" ? c.reason : c.reason[l]);
  const options = {
    data: { cancelledAt: at, cancelledBy: c.cancelledBy, cancelReason: reason("en"), refundPercent: refund.percent, refundDue: refund.due.toFixed(3) },
    audit: {
      actor: c.actor,
      action: ACTIONS[c.move],
      reason: reason("en"),
      diff: {
        refund_percent: refund.percent,
        refund_due: formatAmount(refund.due),
        policy_tier: refund.tier,
        ...(c.refundDestination === "wallet" && c.cancelledBy === "customer" ? { refund_destination: "wallet" } : {}),
      },
      request: c.request,
    },
    event: {
      name: "OrderCancelled" as const,
      payload: {
        orderId: current.id,
        vendorId: current.vendorId,
        customerUserId: current.customerUserId,
        cancelledBy: c.cancelledBy,
        refundDue: formatAmount(refund.due),
      },
    },
  };
  const moved = c.actor.type === "system" ? await orderMachine.tryMove(tx, current, c.move, options) : await orderMachine.move(tx, current, c.move, options);
  if (!moved) return null;
  // Only the customer chooses; a vendor's or the system's cancellation refunds the original method.
  await askRefunds(tx, current.id, refund, c.cancelledBy === "customer" ? (c.refundDestination ?? "original") : "original");
  const params = { order_ref: current.reference, reason: typeof c.reason === "string" ? asWritten(c.reason) : c.reason, refund: money(refund.due) };
  const entity = { type: "order", id: current.id };
  if (c.cancelledBy !== "customer") await notify(tx, { userId: current.customerUserId, kind: "order.cancelled", entity, params });
  if (c.cancelledBy !== "vendor") await notifyVendorMembers(tx, current.vendorId, { kind: "order.cancelled", entity, params });
  return { order: { ...current, status: "cancelled" as const }, refund };
}

/** Spreads the refund over the order's paid payments, oldest first (one payment in the usual case). */
async function askRefunds(tx: Tx, orderId: string, refund: OrderRefund, destination: "original" | "wallet"): Promise<void> {
  let left = refund.due;
  if (left.lte(0)) return;
  const payments = await tx.payment.findMany({
    where: { payableType: "order", payableId: orderId, status: { in: ["paid", "partially_refunded"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true, amount: true, refundedAmount: true },
  });
  for (const p of payments) {
    if (left.lte(0)) break;
    const room = toDecimal(p.amount).minus(toDecimal(p.refundedAmount));
    const part = left.gt(room) ? room : left;
    if (part.lte(0)) continue;
    await emit(tx, "payments.refund_due", {
      paymentId: p.id,
      amount: formatAmount(part),
      reason: "policy_cancellation",
      cause: "order_cancellation",
      bookingId: null,
      destination,
    });
    left = left.minus(part);
  }
}
