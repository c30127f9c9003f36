import type { KindTemplate } from "./types";

// Direct orders (server/orders): each step is told to the other side.

export const orderTemplates = {
  "order.paid": {
    params: ["order_ref", "package", "starts_at", "deadline"],
    ar: {
      title: "طلب مباشر جديد {order_ref}: اقبله قبل {deadline}",
      body: "دفع العميل الطلب {order_ref} ({package}) لموعد {starts_at}. اقبله قبل {deadline}، وإلا يُلغى ويُعاد للعميل كل ما دفعه.",
    },
    en: {
      title: "New direct order {order_ref}: accept it by {deadline}",
      body: "The customer paid order {order_ref} ({package}) for {starts_at}. Accept it by {deadline}, or it is cancelled and everything paid is refunded.",
    },
  },
  "order.confirmed": {
    params: ["order_ref", "vendor_name", "starts_at"],
    ar: { title: "قبل {vendor_name} طلبك {order_ref}", body: "قبل {vendor_name} طلبك {order_ref} لموعد {starts_at}." },
    en: { title: "{vendor_name} accepted order {order_ref}", body: "{vendor_name} accepted your order {order_ref} for {starts_at}." },
  },
  "order.on_the_way": {
    params: ["order_ref", "vendor_name"],
    ar: { title: "{vendor_name} في الطريق إليك", body: "المزوّد {vendor_name} في الطريق لتنفيذ طلبك {order_ref}. تابع موقعه من صفحة الطلب." },
    en: { title: "{vendor_name} is on the way", body: "{vendor_name} is on the way for your order {order_ref}. Follow their location on the order page." },
  },
  "order.started": {
    params: ["order_ref", "vendor_name"],
    ar: { title: "بدأ تنفيذ طلبك {order_ref}", body: "بدأ {vendor_name} تنفيذ طلبك {order_ref}." },
    en: { title: "Order {order_ref} has started", body: "{vendor_name} started your order {order_ref}." },
  },
  "order.completed": {
    params: ["order_ref", "vendor_name"],
    // The review is asked for by its own notice (review.invite, server/reviews/invite-reviewer.ts), as for bookings.
    ar: { title: "اكتمل طلبك {order_ref}", body: "اكتمل طلبك {order_ref} مع {vendor_name}. نتمنى أن تكون الخدمة قد نالت إعجابك." },
    en: { title: "Order {order_ref} completed", body: "Your order {order_ref} with {vendor_name} is complete. We hope it went well." },
  },
  "order.cancelled": {
    params: ["order_ref", "reason", "refund"],
    ar: { title: "أُلغي الطلب {order_ref}", body: "أُلغي الطلب {order_ref}. السبب: {reason}. المبلغ المسترد: {refund}." },
    en: { title: "Order {order_ref} cancelled", body: "Order {order_ref} was cancelled. Reason: {reason}. Refund: {refund}." },
  },
} satisfies Record<string, KindTemplate>;
