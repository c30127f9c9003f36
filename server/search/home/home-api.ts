import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { ok } from "../../core/http/envelope";
import { HOME_STRIP_SIZE, marketplaceHome as buildHome } from "./home";
import { vendorCardSchema } from "./cards";

// The marketplace home page's strips (public).

const homeSchema = z
  .object({
    featured: z.array(vendorCardSchema).meta({ description: `Featured vendors of the current rotation period, all categories (up to ${HOME_STRIP_SIZE})` }),
    top_rated: z.array(vendorCardSchema).meta({ description: `Vendors with at least 3 reviews by ranking score (up to ${HOME_STRIP_SIZE})` }),
    newly_joined: z.array(vendorCardSchema).meta({ description: `Most recently approved vendors (up to ${HOME_STRIP_SIZE})` }),
  })
  .meta({ id: "MarketplaceHome" });

export const marketplaceHome = defineEndpoint({
  method: "GET",
  path: "/marketplace/home",
  summary: "Home page strips: featured, top-rated and newly joined vendors, as search cards",
  tags: ["Marketplace"],
  auth: "public",
  query: z.strictObject({}),
  response: homeSchema,
  handler: async ({ ctx }) => ok(await buildHome(ctx.locale)),
});
