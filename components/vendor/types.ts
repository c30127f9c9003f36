import type { MyVendor } from "@/components/shell/use-my-vendor";
import type { ApiData } from "@/components/ui/api-types";

// Shapes of the vendor endpoints as the generated OpenAPI types declare them
// (public/sdk/api-v1.d.ts), plus the lists the portal's pickers and tabs
// iterate over. Admin and conversation screens import some of these names.

export type { MyVendor };
export type VendorStatus = MyVendor["status"];

export type VendorDocument = ApiData<"/vendors/me/documents">[number];
export type DocumentKind = VendorDocument["kind"];
export const DOCUMENT_KINDS = ["commercial_license", "civil_id", "other"] as const satisfies readonly DocumentKind[];

export type Media = ApiData<"/media/{id}">;
/** The upload contexts of the vendor portal. */
export type MediaContext = Extract<Media["context"], "vendor_logo" | "vendor_cover" | "vendor_gallery" | "vendor_document" | "service_image">;

export type Plan = ApiData<"/plans">[number];
export const ANALYTICS_DEPTHS = ["basic", "standard", "advanced", "full"] as const satisfies readonly Plan["analytics_depth"][];

export type SubscriptionOverview = ApiData<"/subscriptions/me">;
export type QuotaUsage = SubscriptionOverview["usage"];

export type VendorService = ApiData<"/vendors/me/services/{id}">;
export type ServiceStatus = VendorService["status"];
export const SERVICE_STATUSES = ["draft", "published", "archived"] as const satisfies readonly ServiceStatus[];
export type ServicePackage = VendorService["packages"][number];
