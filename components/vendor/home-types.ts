import type { z } from "zod";
import type { vendorHomeSchema } from "@/server/home/schemas";

/** GET /vendors/me/home (server/home/vendor-home.ts). */
export type VendorHome = z.output<typeof vendorHomeSchema>;
