import type { z } from "zod";
import type { adminVendorListItemSchema, adminVendorSchema } from "@/server/vendors/schemas";

// Shapes of the admin vendor endpoints (server/vendors/admin-api.ts) as the
// server's zod schemas declare them (type-only imports).

export type AdminVendorListItem = z.output<typeof adminVendorListItemSchema>;
export type AdminVendor = z.output<typeof adminVendorSchema>;
export type AdminMove = AdminVendor["allowed_actions"][number];
