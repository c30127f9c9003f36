import { z } from "zod";
import { moneySchema } from "../core/money";
import { includeParam, pageParams, sortParam } from "../core/http/query";

// Response shapes of the catalog reference data (documentation + OpenAPI),
// and the query schemas the handlers parse.

const names = { name: z.string().meta({ description: "Name in the requested language" }), name_ar: z.string(), name_en: z.string() };
const bilingual = {
  id: z.string().meta({ description: "ULID" }),
  slug: z.string(),
  ...names,
};
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase())
  .meta({ description: "ISO 3166-1 alpha-2" });

export const seoSchema = z.object({
  title_ar: z.string().nullable(),
  title_en: z.string().nullable(),
  description_ar: z.string().nullable(),
  description_en: z.string().nullable(),
});

const categoryBase = z.object({
  ...bilingual,
  icon: z.string(),
  sort_order: z.number().int(),
  seo: seoSchema.optional().meta({ description: "With include=seo" }),
});

export const categorySchema = categoryBase.extend({ children: z.array(categoryBase) }).meta({ id: "Category" });

export const categoryIncludes = ["seo"] as const;
export const categoriesQuery = z.strictObject({ include: includeParam(categoryIncludes) });
export const categorySlugParams = z.object({ slug: z.string().max(100) });

export const areaSchema = z.object({ ...bilingual, governorate_id: z.string() }).meta({ id: "Area" });
export const governorateSchema = z
  .object({ ...bilingual, city_id: z.string(), areas: z.array(areaSchema.omit({ governorate_id: true })) })
  .meta({ id: "Governorate" });
export const areasQuery = z.strictObject({ governorate_id: z.string().max(26).optional() });

export const citySchema = z.object({ ...bilingual, country_code: z.string() }).meta({ id: "City" });
export const citySorts = ["sort_order", "name", "-name"] as const;
export const citiesQuery = z.strictObject({
  country: countryCode.optional(),
  sort: sortParam(citySorts, "sort_order"),
  ...pageParams,
});

export const countrySchema = z
  .object({
    id: z.string(),
    code: z.string(),
    ...names,
    phone_code: z.string(),
    currency: z.string(),
    supported_market: z.boolean(),
  })
  .meta({ id: "Country" });
export const countriesQuery = z.strictObject({});

export const planSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    ...names,
    price_monthly: moneySchema,
    rfq_receive_limit: z.number().int().nullable().meta({ description: "RFQs received per calendar month; null = unlimited" }),
    quotation_quota: z.number().int().nullable(),
    team_size: z.number().int(),
    analytics_depth: z.enum(["basic", "standard", "advanced", "full"]),
    featured_eligible: z.boolean(),
  })
  .meta({ id: "Plan" });
export const plansQuery = z.strictObject({
  country: countryCode.default("KW"),
});
