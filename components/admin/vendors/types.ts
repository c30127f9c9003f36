import type { DocumentsSummary, MyVendor, VendorDocument, VendorStatus } from "@/components/vendor/types";

// Shapes of the admin vendor endpoints (server/vendors/admin-api.ts).

export type PersonSummary = { id: string; name: string; email: string | null; phone: string | null; email_verified: boolean; phone_verified: boolean };

export type AdminVendorListItem = {
  id: string;
  slug: string;
  name: string;
  name_ar: string;
  name_en: string;
  status: VendorStatus;
  submitted_at: string;
  approved_at: string | null;
  suspended_at: string | null;
  city: { id: string; name: string };
  categories: { id: string; slug: string; name: string; is_primary: boolean }[];
  owner: PersonSummary;
  documents_summary: DocumentsSummary;
};

export type AdminMove = "approve" | "reject" | "suspend" | "reinstate";

export type AdminVendor = MyVendor & {
  owner: PersonSummary;
  reviewed_by: { id: string; name: string } | null;
  documents: VendorDocument[];
  members_count: number;
  subscription: {
    id: string;
    status: string;
    plan: { id: string; code: string; name: string };
    current_period_start: string;
    current_period_end: string | null;
  } | null;
  effective_plan: { code: string; name: string };
  allowed_actions: AdminMove[];
};
