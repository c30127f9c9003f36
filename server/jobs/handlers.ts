import { registerConversationHandlers } from "../conversations/handlers";
import { registerMediaHandlers } from "../media/handlers";
import { registerNotificationHandlers } from "../notifications/handlers";
import { registerRefundHandlers } from "../payments/refunds/handlers";
import { registerPaymentHandlers } from "../payments/handlers";
import { registerBookingPaymentHandlers } from "../bookings/payment-handlers";
import { registerOrderPaymentHandlers } from "../orders/payment-handlers";
import { registerBookingRefundHandlers } from "../bookings/refund-handlers";
import { registerSubscriptionPaymentHandlers } from "../vendors/payment-handlers";
import { registerRfqHandlers } from "../rfq/handlers";
import { registerSearchHandlers } from "../search/engine/indexer";
import { registerFinanceHandlers } from "../finance/handlers";
import { registerReviewHandlers } from "../reviews/handlers";
import { registerAvailabilityHandlers } from "../availability/handlers";
import { registerPlannerHandlers } from "../planner/handlers";
import { registerGuestHandlers } from "../planner/guests/handlers";
import { registerWebhookHandlers } from "../webhooks/handlers";
import { registerWalletHandlers } from "../wallet/handlers";
import { registerGeocodingHandlers } from "../geocoding/handlers";

// The one place where modules subscribe to domain events. The in-process
// runner and the Inngest functions both call this, and the Inngest functions
// are derived from what it registers, so a handler added here runs in both.
let registered = false;

export function registerEventHandlers(): void {
  if (registered) return;
  registered = true;
  registerMediaHandlers();
  registerSearchHandlers();
  registerNotificationHandlers();
  registerConversationHandlers();
  registerRfqHandlers();
  registerRefundHandlers();
  registerPaymentHandlers();
  registerBookingPaymentHandlers();
  registerBookingRefundHandlers();
  registerSubscriptionPaymentHandlers();
  registerFinanceHandlers();
  registerReviewHandlers();
  registerAvailabilityHandlers();
  registerPlannerHandlers();
  registerGuestHandlers();
  registerWebhookHandlers();
  registerWalletHandlers();
  registerOrderPaymentHandlers();
  registerGeocodingHandlers();
}
