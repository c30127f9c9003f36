import type { ApiData } from "@/components/ui/api-types";

// Shapes of the admin vendor endpoints as the OpenAPI document declares them.

export type AdminVendor = ApiData<"/admin/vendors/{id}">;
export type AdminMove = AdminVendor["allowed_actions"][number];
