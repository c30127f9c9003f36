import type { z } from "zod";
import type { publicServiceSchema } from "@/server/catalog/service-schemas";
import type { getPublicVendor } from "@/server/vendors/public-profile";

export type PublicVendor = Awaited<ReturnType<typeof getPublicVendor>>;

/** `services` is declared `unknown[]` in the vendor schema; each item is a public service. */
export type PublicService = z.output<typeof publicServiceSchema>;

/** Who is looking: decides what the quote card offers. */
export type Viewer = "visitor" | "signed-in" | "team";
