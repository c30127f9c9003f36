// Domain events that cross module boundaries. Each module adds its events
// here with their payload type; handlers subscribe by name.
export type DomainEvents = {
  /** Emitted when reference data changes (categories, areas); search re-syncs. */
  "catalog.category_changed": { categoryId: string };
  VendorApproved: { vendorId: string };
  /** Application refused; the vendor never reached the marketplace. */
  VendorRejected: { vendorId: string };
  /** Removed from search at once; live quotes become void (RFQ module) and their customers are told. */
  VendorSuspended: { vendorId: string; reason: string };
  VendorReinstated: { vendorId: string };
  /** Profile, publication, categories, media or plan changed: the search document is rebuilt. */
  VendorChanged: { vendorId: string };
  /** A vendor's or branch's address line or area changed, or its pin was cleared: geocoding finds its point (server/geocoding/locate.ts). */
  AddressChanged: { subject: "vendor" | "branch"; id: string; vendorId: string };
  /** The vendor's weekly plan, capacity or exceptions changed: days it is free changed (search filters by them). */
  VendorCalendarChanged: { vendorId: string };
  /** A vendor registered an external iCal URL: its first sync runs at once (server/availability/handlers.ts). */
  CalendarImportAdded: { importId: string; vendorId: string };
  /** A service or one of its packages was created, changed, published or archived. */
  ServiceChanged: { vendorId: string; serviceId: string };
  /** A review was published, hidden or deleted: the vendor's rating aggregates changed (search re-indexes it). */
  ReviewPublished: { vendorId: string; reviewId: string };
  SubscriptionChanged: { vendorId: string; subscriptionId: string; planCode: string };
  /** A Super Admin changed the ranking damping constant: search re-scores every vendor. */
  "search.ranking_changed": { damping: number };
  /** An account was anonymized (deletion grace over, or erased): the media module deletes the objects of its purged uploads. */
  AccountAnonymized: { userId: string; mediaStorageKeys: string[] };
  /** An upload was confirmed: the media module verifies it asynchronously (server/media/verify.ts). */
  MediaConfirmed: { mediaId: string };
  /** A message was sent in a conversation: the other side's users are notified (server/conversations/handlers.ts). */
  MessageSent: { conversation_id: string; message_id: string; sender_user_id: string; recipient_user_ids: string[] };
  /** A verified success webhook (or the provider's status) paid a payment: bookings confirm the booking, vendors activate the subscription. */
  PaymentSucceeded: {
    paymentId: string;
    payableType: "booking" | "subscription" | "wallet_topup" | "order";
    payableId: string;
    purpose: string;
    amount: string;
    payerUserId: string;
  };
  /** A failure webhook, an expired intent or the poller's 24 h timeout. */
  PaymentFailed: {
    paymentId: string;
    payableType: "booking" | "subscription" | "wallet_topup" | "order";
    payableId: string;
    purpose: string;
    reason: string;
    payerUserId: string;
  };
  /**
   * The provider reported a success for another amount or currency: the payment is flagged, never paid; the payable's deadline waits for finance, the payer is
   * told (docs/payments.md "A mismatched amount").
   */
  PaymentFlagged: {
    paymentId: string;
    payableType: "booking" | "subscription" | "wallet_topup" | "order";
    payableId: string;
    payerUserId: string;
    expected: string;
    reported: string;
    reportedCurrency: string;
  };
  /**
   * Finance decided on a flagged payment: `accepted` (paid for what was charged; PaymentSucceeded follows) or `refunded` (what was charged goes back). The
   * payable gets a fresh deadline when it still waits for money.
   */
  PaymentFlagResolved: {
    paymentId: string;
    payableType: "booking" | "subscription" | "wallet_topup" | "order";
    payableId: string;
    payerUserId: string;
    resolution: "accepted" | "refunded";
    charged: string;
    currency: string;
  };
  /**
   * Money came in that must go back without approval (a deposit paid after its booking was cancelled, a cancellation inside the 100% window): the refunds side
   * refunds it.
   */
  "payments.refund_due": {
    paymentId: string;
    amount: string;
    reason: "policy_cancellation";
    cause: "deposit_timeout" | "customer_cancellation" | "order_cancellation";
    bookingId: string | null;
    /** The customer's choice on their own cancellation of a direct order (default original). */
    destination?: "original" | "wallet";
  };
  /** A provider reported on a refund (webhook or status query): the refunds side moves it to processed or failed. */
  "payments.refund_update": { refundId: string; status: "processed" | "failed"; providerRefundId: string | null; failureReason: string | null };
  /** An in-app notification was written (server/notifications/notify.ts): its channels are delivered after commit. */
  NotificationCreated: { notificationId: string; userId: string; kind: string };
  /** A quote was accepted: its booking exists, `pending` until the deposit is paid (server/bookings/create-booking.ts). */
  BookingCreated: { bookingId: string; rfqId: string; quoteId: string; vendorId: string; customerUserId: string };
  /**
   * A paid deposit payment counted toward its booking (bookings' PaymentSucceeded handler; `confirmed` once the parts cover the deposit): finance writes its
   * ledger entry. A payment refunded for landing on a booking no longer pending is never applied.
   */
  BookingDepositApplied: { bookingId: string; paymentId: string; amount: string; confirmed: boolean };
  /**
   * A booking was cancelled (customer, the deposit timeout, or its payment refunded in full); `refundDue` is what the cancellation policy grants (payments
   * refunds it). The RFQ module reopens the RFQ when it can.
   */
  BookingCancelled: {
    bookingId: string;
    vendorId: string;
    customerUserId: string;
    cancelledBy: "customer" | "vendor" | "system";
    refundDue: string;
    refundDestination?: "original" | "wallet";
  };
  /** The customer asked for their money back on a confirmed booking (now refund_requested): payments records the refund for Finance to decide. */
  /**
   * Finance denied a refund, or the provider processed one: a booking waiting in refund_requested goes on (confirmed) or ends (cancelled, when its payment is
   * fully refunded).
   */
  RefundSettled: { refundId: string; bookingId: string; outcome: "denied" | "processed"; paymentFullyRefunded: boolean };
  BookingRefundRequested: { bookingId: string; customerUserId: string; reason: string; refundDestination?: "original" | "wallet" };
  /** The vendor marked a booking completed after its service date: reviews open. */
  BookingCompleted: { bookingId: string; vendorId: string; customerUserId: string };
  /** A direct order was paid in full (what is due online) and waits for the vendor (server/orders). */
  OrderPaid: { orderId: string; vendorId: string; customerUserId: string; amountPaid: string };
  /**
   * A direct order counted a paid payment (or part of one) toward what it owes (server/orders/payment-handlers.ts): finance writes its ledger entry, as for
   * BookingDepositApplied.
   */
  OrderPaymentApplied: { orderId: string; vendorId: string; paymentId: string; amount: string };
  /**
   * A refund of a direct order's payment was processed (server/payments/refunds/complete-refund.ts): finance reverses the commission, as RefundSettled does for
   * bookings.
   */
  OrderRefundProcessed: { refundId: string; orderId: string; paymentId: string; paymentFullyRefunded: boolean };
  /** A direct order was completed: the review window opens; total and completed_at are on the order (tips use them). */
  OrderCompleted: { orderId: string; vendorId: string; customerUserId: string; total: string };
  /** A direct order was cancelled; its refunds are asked for in the same transaction (payments.refund_due). */
  OrderCancelled: { orderId: string; vendorId: string; customerUserId: string; cancelledBy: "customer" | "vendor" | "system"; refundDue: string };
  /** The vendor recorded receiving the balance (total - deposit), paid to it directly (server/bookings/mark-balance-received.ts); the customer is told. */
  BookingBalanceReceived: { bookingId: string; vendorId: string; customerUserId: string; amount: string };
  /** A verified provider webhook was stored (webhook_events): the payments module applies it outside the request (server/payments/process-webhook.ts). */
  "payments.webhook_received": { webhookEventId: string };
  /** An RFQ was sent: each recipient vendor received it (outbound webhooks: `rfq.received`). */
  RfqSent: { rfqId: string; vendorIds: string[] };
  /** An outbound webhook delivery is due now (new, or a resend): its attempt runs after commit (server/webhooks/attempt.ts). */
  WebhookDeliveryDue: { deliveryId: string; manual: boolean };
  /** A refund the customer chose to take to the wallet was processed (no provider): the wallet credits it once. */
  "payments.refund_to_wallet": { refundId: string; payerUserId: string; amount: string };
};

export type DomainEventName = keyof DomainEvents;
