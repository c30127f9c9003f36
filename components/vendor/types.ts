// Shapes of the vendor endpoints as the portal pages use them
// (server/vendors/schemas.ts, server/catalog/service-schemas.ts,
// server/media/schemas.ts, server/vendors/subscriptions.ts).

export type Money = { amount: string; currency: string };

export const VENDOR_STATUSES = ["pending_review", "approved", "rejected", "suspended"] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export type Ref = { id: string; name: string };
export type CategoryRef = { id: string; slug: string; name: string };
export type MediaRef = { id: string; url: string | null };
export type DocumentsSummary = { total: number; pending_review: number; approved: number; rejected: number };

export type MyVendor = {
  id: string;
  slug: string;
  name: string;
  name_ar: string;
  name_en: string;
  description: string | null;
  description_ar: string | null;
  description_en: string | null;
  status: VendorStatus;
  rejection_reason: string | null;
  suspension_reason: string | null;
  submitted_at: string;
  approved_at: string | null;
  suspended_at: string | null;
  published: boolean;
  published_at: string | null;
  visible: boolean;
  categories: (CategoryRef & { is_primary: boolean })[];
  city: Ref;
  area: Ref | null;
  contact_email: string | null;
  contact_phone: string | null;
  website: string | null;
  instagram: string | null;
  logo: MediaRef | null;
  cover: MediaRef | null;
  gallery: MediaRef[];
  documents_summary: DocumentsSummary;
  created_at: string;
  updated_at: string;
};

export const DOCUMENT_KINDS = ["commercial_license", "civil_id", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = "pending_review" | "approved" | "rejected";

export type VendorDocument = {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  review_note: string | null;
  reviewed_at: string | null;
  media_id: string;
  filename: string;
  url: string | null;
  created_at: string;
};

export const MEDIA_CONTEXTS = ["vendor_logo", "vendor_cover", "vendor_gallery", "vendor_document", "service_image"] as const;
export type MediaContext = (typeof MEDIA_CONTEXTS)[number];
export type MediaStatus = "pending" | "processing" | "ready" | "rejected";

export type Media = {
  id: string;
  status: MediaStatus;
  context: string;
  visibility: "public" | "private";
  filename: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string | null;
  reject_reason: string | null;
  created_at: string;
  ready_at: string | null;
};

export type CategoryNode = {
  id: string;
  slug: string;
  name: string;
  name_ar: string;
  name_en: string;
  icon: string;
  sort_order: number;
  children: Omit<CategoryNode, "children">[];
};

export type City = { id: string; slug: string; name: string; country_code: string };
export type Governorate = { id: string; slug: string; name: string; city_id: string; areas: { id: string; slug: string; name: string }[] };

export const ANALYTICS_DEPTHS = ["basic", "standard", "advanced", "full"] as const;
export type AnalyticsDepth = (typeof ANALYTICS_DEPTHS)[number];

export type Plan = {
  id: string;
  code: string;
  name: string;
  name_ar: string;
  name_en: string;
  price_monthly: Money;
  rfq_receive_limit: number | null;
  quotation_quota: number | null;
  team_size: number;
  analytics_depth: AnalyticsDepth;
  featured_eligible: boolean;
};

export type SubscriptionStatus = "pending_payment" | "active" | "past_due" | "cancelled" | "expired";

export type QuotaUsage = {
  period: string;
  rfqs_received: number;
  rfq_receive_limit: number | null;
  quotations_sent: number;
  quotation_quota: number | null;
  resets_at: string;
};

export type SubscriptionOverview = {
  subscription: {
    id: string;
    plan: Plan;
    status: SubscriptionStatus;
    current_period_start: string;
    current_period_end: string | null;
    auto_renew: boolean;
    cancel_at_period_end: boolean;
    grace_ends_at: string | null;
    payment_url: string | null;
  } | null;
  pending_change: {
    type: "payment_pending" | "downgrade";
    subscription_id: string | null;
    plan: Plan;
    effective_at: string | null;
    payment_url: string | null;
  } | null;
  usage: QuotaUsage;
  team: { members: number; team_size: number };
};

export type StatTotals = { views: number; rfqs_received: number; quotes_sent: number; quotes_won: number; win_rate: number | null };
export type Analytics = {
  depth: AnalyticsDepth;
  max_days: number;
  window: { days: number; from: string; to: string };
  totals: StatTotals;
  series: { date: string; views: number; rfqs_received: number; quotes_sent: number; quotes_won: number }[] | null;
  comparison: unknown;
};

export const SERVICE_STATUSES = ["draft", "published", "archived"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export type Inclusion = { text: string; ar: string; en: string };

export type ServicePackage = {
  id: string;
  service_id: string;
  name: string;
  name_ar: string;
  name_en: string;
  description: string | null;
  description_ar: string | null;
  description_en: string | null;
  price: Money;
  inclusions: Inclusion[];
  sort_order: number;
  created_at: string;
  updated_at: string;
};

export type VendorService = {
  id: string;
  vendor_id: string;
  status: ServiceStatus;
  name: string;
  name_ar: string;
  name_en: string;
  description: string | null;
  description_ar: string | null;
  description_en: string | null;
  category: CategoryRef;
  price_from: Money | null;
  cover_media_id: string | null;
  cover_image: string | null;
  packages: ServicePackage[];
  published_at: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
};

export type TeamMember = { id: string; role: "vendor_owner" | "vendor_staff"; user: { id: string; name: string; email: string | null }; joined_at: string };
export type Invitation = { id: string; email: string; role: string; expires_at: string; created_at: string; email_sent?: boolean };
export type Team = { members: TeamMember[]; invitations: Invitation[]; team_size: number; seats_used: number };

export type Pagination = { page: number; per_page: number; total: number; total_pages: number };
