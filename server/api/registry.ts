import * as catalog from "../catalog/api";
import * as catalogServices from "../catalog/services-api";
import * as catalogCategoriesAdmin from "../catalog/categories-admin-api";
import * as content from "../content/api";
import * as conversations from "../conversations/api";
import * as bookings from "../bookings/api";
import * as rfqAccept from "../rfq/accept-api";
import * as audit from "../audit/api";
import type { AnyEndpoint } from "../core/http/endpoint";
import * as identity from "../identity/api";
import * as identityAdmin from "../identity/admin-users/admin-api";
import * as messagingOutbox from "./dev-outbox-api";
import * as identityPassword from "../identity/profile/password-api";
import * as identityVerification from "../identity/registration/verification-api";
import * as identityMe from "../identity/profile/me-api";
import * as identitySocial from "../identity/registration/social-api";
import * as identityTwoFactor from "../identity/two-factor/two-factor-api";
import * as media from "../media/api";
import * as mediaAvatar from "../media/avatar-api";
import * as notifications from "../notifications/api";
import * as vendors from "../vendors/api";
import * as vendorBranches from "../branches/api";
import * as vendorsAdmin from "../vendors/admin-api";
import * as vendorPlans from "../vendors/plans-api";
import * as vendorSubscriptions from "../vendors/subscriptions-api";
import * as searchFavorites from "../search/favorites/favorites-api";
import * as searchSynonyms from "../search/synonyms-api";
import * as searchZeroResults from "../search/zero-results-api";
import * as searchSuggestions from "../search/suggestions-api";
import * as searchServices from "../search/service-search-api";
import * as searchFeatured from "../search/home/featured-api";
import * as searchHome from "../search/home/home-api";
import * as searchPlacement from "../search/home/placement-api";
import * as searchRanking from "../search/ranking-api";
import * as search from "../search/api";
import * as planner from "../planner/api";
import * as plannerBudget from "../planner/budget/api";
import * as plannerChecklist from "../planner/checklist/api";
import * as plannerGuests from "../planner/guests/guests-api";
import * as plannerTimeline from "../planner/timeline/timeline-api";
import * as timelinePdf from "../invoices/timeline-pdf-api";
import * as rfqCustomer from "../rfq/rfq-api";
import * as rfqAdmin from "../rfq/admin-rfq-api";
import * as rfqVendor from "../rfq/vendor-rfq-api";
import * as rfqQuotes from "../rfq/quote-api";
import * as rfqAvailability from "../rfq/availability-api";
import * as rfqDrafts from "../rfq/drafts/api";
import * as paymentRefunds from "../payments/refunds/api";
import * as payments from "../payments/api";
import * as paymentFlags from "../payments/flag-api";
import * as paymentWebhooks from "../payments/webhooks-api";
import * as paymentSandbox from "../payments/sandbox-api";
import * as paymentSubscriptions from "../payments/subscription-checkout-api";
import * as financeReconciliation from "../finance/reconciliation-api";
import * as financeReports from "../finance/reports-api";
import * as invoices from "../invoices/api";
import * as paymentCreditNotes from "../payments/refunds/credit-note-api";
import * as financeSettings from "../finance/settings-api";
import * as financePayoutAccount from "../finance/payout-account-api";
import * as availability from "../availability/api";
import * as availabilityIcal from "../availability/ical-api";
import * as orders from "../orders/api";
import * as ordersVendor from "../orders/vendor-api";
import * as financeLedger from "../finance/ledger-api";
import * as financeSettlements from "../finance/settlements-admin-api";
import * as reviews from "../reviews/review-api";
import * as reviewReplies from "../reviews/reply-api";
import * as reviewModeration from "../reviews/moderation-api";
import * as reviewsRatingSummary from "../reviews/rating-summary-api";
import * as reviewCriteria from "../reviews/criteria-api";
import * as home from "../home/api";
import * as health from "../core/health-api";
import * as webhooksVendor from "../webhooks/vendor-api";
import * as webhooksAdmin from "../webhooks/admin-api";
import * as wallet from "../wallet/api";

// Every module's endpoints, for the OpenAPI document. A module that adds
// endpoints adds its `api.ts` here.
export const endpointModules: Record<string, AnyEndpoint>[] = [
  catalog,
  identity,
  messagingOutbox,
  identityPassword,
  identityAdmin,
  identityVerification,
  identityMe,
  identitySocial,
  identityTwoFactor,
  notifications,
  media,
  catalogServices,
  vendors,
  vendorBranches,
  vendorsAdmin,
  vendorPlans,
  vendorSubscriptions,
  catalogCategoriesAdmin,
  content,
  audit,
  searchFavorites,
  searchSynonyms,
  searchZeroResults,
  searchSuggestions,
  searchServices,
  searchFeatured,
  searchHome,
  searchPlacement,
  searchRanking,
  search,
  conversations,
  planner,
  plannerBudget,
  plannerChecklist,
  plannerGuests,
  plannerTimeline,
  timelinePdf,
  rfqCustomer,
  rfqAdmin,
  bookings,
  rfqAccept,
  rfqVendor,
  rfqQuotes,
  rfqAvailability,
  rfqDrafts,
  payments,
  paymentFlags,
  paymentWebhooks,
  paymentSandbox,
  paymentSubscriptions,
  paymentRefunds,
  financeReconciliation,
  financeReports,
  invoices,
  paymentCreditNotes,
  financeSettings,
  financePayoutAccount,
  financeLedger,
  financeSettlements,
  reviews,
  reviewReplies,
  reviewModeration,
  reviewsRatingSummary,
  home,
  health,
  reviewCriteria,
  mediaAvatar,
  availability,
  availabilityIcal,
  orders,
  ordersVendor,
  wallet,
  webhooksVendor,
  webhooksAdmin,
];

export function allEndpoints(): AnyEndpoint[] {
  return endpointModules.flatMap((m) => Object.values(m));
}
