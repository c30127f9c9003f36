import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { moneySchema } from "../core/money";
import { HOME_STRIP_SIZE, marketplaceHome as buildHome } from "./home";

// The marketplace home page's strips (public).

const cardSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  slug: z.string(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  city: z.object({ id: z.string(), name: z.string() }),
  rating: z.number(),
  reviews_count: z.number().int(),
  price_from: moneySchema.optional().meta({ description: "Absent for quote-only vendors." }),
  is_featured: z.boolean(),
  cover_image: z.string().nullable(),
  distance_km: z.null(),
  is_verified: z.boolean(),
  is_new: z.boolean(),
});

const homeSchema = z
  .object({
    featured: z.array(cardSchema).meta({ description: `Featured vendors of the current rotation period, all categories (up to ${HOME_STRIP_SIZE})` }),
    top_rated: z.array(cardSchema).meta({ description: `Vendors with at least 3 reviews by ranking score (up to ${HOME_STRIP_SIZE})` }),
    newly_joined: z.array(cardSchema).meta({ description: `Most recently approved vendors (up to ${HOME_STRIP_SIZE})` }),
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
