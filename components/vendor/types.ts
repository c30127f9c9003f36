import type { z } from "zod";
import type { MyVendor } from "@/components/shell/use-my-vendor";
import type { categorySchema, citySchema, governorateSchema, planSchema } from "@/server/catalog/schemas";
import type { packageSchema, vendorServiceSchema } from "@/server/catalog/service-schemas";
import type { mediaSchema } from "@/server/media/schemas";
import type { subscriptionOverviewSchema } from "@/server/vendors/subscriptions";
import type { analyticsSchema, documentSchema, invitationSchema, teamSchema } from "@/server/vendors/schemas";

// Shapes of the vendor endpoints as the server's zod schemas declare them
// (type-only imports: no server code reaches the browser), plus the lists the
// portal's pickers and tabs iterate over.

export type { Pagination } from "@/server/core/http/query";

export type { MyVendor };
export type VendorStatus = MyVendor["status"];

export type VendorDocument = z.output<typeof documentSchema>;
export type DocumentKind = VendorDocument["kind"];
export const DOCUMENT_KINDS = ["commercial_license", "civil_id", "other"] as const satisfies readonly DocumentKind[];

export type Media = z.output<typeof mediaSchema>;
/** The upload contexts of the vendor portal. */
export type MediaContext = Extract<Media["context"], "vendor_logo" | "vendor_cover" | "vendor_gallery" | "vendor_document" | "service_image">;

export type CategoryNode = z.output<typeof categorySchema>;
export type City = z.output<typeof citySchema>;
export type Governorate = z.output<typeof governorateSchema>;

export type Plan = z.output<typeof planSchema>;
export const ANALYTICS_DEPTHS = ["basic", "standard", "advanced", "full"] as const satisfies readonly Plan["analytics_depth"][];

export type SubscriptionOverview = z.output<typeof subscriptionOverviewSchema>;
export type QuotaUsage = SubscriptionOverview["usage"];
export type Analytics = z.output<typeof analyticsSchema>;

export type VendorService = z.output<typeof vendorServiceSchema>;
export type ServiceStatus = VendorService["status"];
export const SERVICE_STATUSES = ["draft", "published", "archived"] as const satisfies readonly ServiceStatus[];
export type ServicePackage = z.output<typeof packageSchema>;

export type Team = z.output<typeof teamSchema>;
export type Invitation = z.output<typeof invitationSchema>;
