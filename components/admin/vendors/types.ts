import type { ApiData } from "@/components/ui/api-types";

// Shapes of the admin vendor endpoints as the OpenAPI document declares them.

export type AdminVendorListItem = ApiData<"/admin/vendors">[number];
export type AdminVendor = ApiData<"/admin/vendors/{id}">;
export type AdminMove = AdminVendor["allowed_actions"][number];
