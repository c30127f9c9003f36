import type { ApiData } from "@/components/ui/api-types";

/** GET /vendors/me/home (server/home/vendor-home.ts). */
export type VendorHome = ApiData<"/vendors/me/home">;
