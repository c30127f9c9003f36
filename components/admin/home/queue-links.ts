import type { ApiData } from "@/components/ui/api-types";

// Where each admin work queue is worked on (the keys of GET /admin/home).
// A query string opens the page on that queue's filter where the page reads one.

export type QueueKey =
  | "vendor_approvals"
  | "vendor_documents"
  | "refunds_to_approve"
  | "refunds_manual"
  | "settlements_to_pay"
  | "reconciliation_mismatches"
  | "payments_flagged"
  | "reviews_reported"
  | "reviews_screened"
  | "review_appeals"
  | "bookings_refund_requested"
  | "role_confirmations"
  | "zero_result_searches"
  | "draft_pages";

// GET /admin/home: the OpenAPI document types a queue's key as `string`; the server sends only these keys.
export type AdminQueue = ApiData<"/admin/home">["queues"][number] & { key: QueueKey };

export function queueHref(queue: AdminQueue): string {
  switch (queue.key) {
    case "vendor_approvals":
      return "/admin/vendors?status=pending_review";
    case "vendor_documents":
      return "/admin/vendors";
    case "refunds_to_approve":
      return "/admin/refunds?status=requested";
    case "refunds_manual":
      return "/admin/refunds?status=manual_processing";
    case "settlements_to_pay":
      return "/admin/settlements";
    case "reconciliation_mismatches":
      return queue.date ? `/admin/reconciliation?date=${queue.date}` : "/admin/reconciliation";
    case "payments_flagged":
      return "/admin/payments";
    case "reviews_reported":
    case "reviews_screened":
    case "review_appeals":
      return "/admin/reviews";
    case "bookings_refund_requested":
      return "/admin/bookings?status=refund_requested";
    case "role_confirmations":
      return "/admin/users";
    case "zero_result_searches":
      return "/admin/search";
    case "draft_pages":
      return "/admin/pages";
  }
}
