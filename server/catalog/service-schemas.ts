import { z } from "zod";
import { stripInvisible } from "../core/display-text";
import { moneySchema } from "../core/money";
import { srcsetSchema } from "../media/schemas";
import { pageParams } from "../core/http/query";

// Request and response shapes of vendor services and packages (vendor-side
// CRUD and the public catalogue). The same schemas feed the OpenAPI document.

export const SERVICE_STATUSES = ["draft", "published", "archived"] as const;
export type ServiceStatusName = (typeof SERVICE_STATUSES)[number];

export const MAX_PACKAGES_PER_SERVICE = 10;
export const MAX_INCLUSIONS = 20;

const ulid = z.string().min(1).max(26);
const name = z.string().overwrite(stripInvisible).trim().min(1).max(120);
const description = z.string().trim().max(5000);

/** price_from: 0.000 to 999999.999 (3 decimals), or null for quote-only services. */
const priceFrom = z
  .string()
  .regex(/^\d{1,6}\.\d{3}$/, { message: "validation.amount_format" })
  .meta({ example: "150.000" });
/** Package price: 1.000 to 999999.999. */
const packagePrice = z
  .string()
  .regex(/^\d{1,6}\.\d{3}$/, { message: "validation.amount_format" })
  .refine((v) => Number(v) >= 1, { message: "validation.package_price_min" })
  .meta({ example: "250.000" });

const inclusion = z.strictObject({ ar: z.string().trim().min(1).max(200), en: z.string().trim().min(1).max(200) });
const sortOrder = z.number().int().min(0).max(10_000);

export const serviceIdParams = z.object({ id: ulid });
export const packageIdParams = z.object({ id: ulid, packageId: ulid });
export const vendorRefParams = z.object({ id: z.string().min(1).max(100).meta({ description: "Vendor id (ULID) or slug" }) });

export const listServicesQuery = z.strictObject({
  status: z.enum(SERVICE_STATUSES).optional(),
  ...pageParams,
});

export const createServiceBody = z.strictObject({
  name_ar: name,
  name_en: name,
  description_ar: description.nullable().optional(),
  description_en: description.nullable().optional(),
  category_id: ulid,
  price_from: priceFrom.nullable().optional().meta({ description: "null = quote only; follows the lowest package price once packages exist" }),
  cover_media_id: ulid.nullable().optional().meta({ description: "A ready `service_image` upload of the caller" }),
  branch_id: ulid
    .nullable()
    .optional()
    .meta({ description: "The branch that offers it (GET /vendors/me/branches); null: the whole vendor. A member limited to one branch gets it by default." }),
});
export type CreateServiceInput = z.infer<typeof createServiceBody>;

export const updateServiceBody = z
  .strictObject({
    name_ar: name.optional(),
    name_en: name.optional(),
    description_ar: description.nullable().optional(),
    description_en: description.nullable().optional(),
    category_id: ulid.optional(),
    price_from: priceFrom.nullable().optional(),
    cover_media_id: ulid.nullable().optional(),
    branch_id: ulid.nullable().optional().meta({
      description: "The branch that offers it (GET /vendors/me/branches); null: the whole vendor. A member limited to one branch gets it by default.",
    }),
    status: z.enum(SERVICE_STATUSES).optional().meta({
      description: "draft -> published (publish), published -> draft (unpublish), draft|published -> archived, archived -> draft (restore)",
    }),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "validation.at_least_one_field" });
export type UpdateServiceInput = z.infer<typeof updateServiceBody>;

/** Direct orders (docs/orders.md): customers may order the package at its price, paying all of it or a 20% deposit online. */
const directOrder = z
  .enum(["full", "deposit"])
  .nullable()
  .meta({ description: "null: quote only; full or deposit: customers may order it directly (POST /orders), paying the full price or a 20% deposit online." });

const packageFields = {
  name_ar: name,
  name_en: name,
  description_ar: description.nullable().optional(),
  description_en: description.nullable().optional(),
  price: packagePrice,
  inclusions: z.array(inclusion).max(MAX_INCLUSIONS).default([]),
  sort_order: sortOrder.default(0),
  direct_order: directOrder.default(null),
};

export const createPackageBody = z.strictObject(packageFields);
export type CreatePackageInput = z.infer<typeof createPackageBody>;

const packagePatch = {
  name_ar: name.optional(),
  name_en: name.optional(),
  description_ar: description.nullable().optional(),
  description_en: description.nullable().optional(),
  price: packagePrice.optional(),
  inclusions: z.array(inclusion).max(MAX_INCLUSIONS).optional(),
  sort_order: sortOrder.optional(),
  direct_order: directOrder.optional(),
};
const atLeastOne = (b: Record<string, unknown>) => Object.entries(b).some(([k, v]) => k !== "package_id" && v !== undefined);

export const updatePackageBody = z.strictObject(packagePatch).refine(atLeastOne, { message: "validation.at_least_one_field" });
export type UpdatePackageInput = z.infer<typeof updatePackageBody>;

/** The spec's collection-path variant names the package in the body. */
export const updatePackageByBodyBody = z.strictObject({ package_id: ulid, ...packagePatch }).refine(atLeastOne, { message: "validation.at_least_one_field" });
export const deletePackageByBodyBody = z.strictObject({ package_id: ulid });

const inclusionOut = z.object({ text: z.string(), ar: z.string(), en: z.string() });

export const packageSchema = z
  .object({
    id: z.string(),
    service_id: z.string(),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    description_en: z.string().nullable(),
    price: moneySchema,
    inclusions: z.array(inclusionOut),
    sort_order: z.number().int(),
    direct_order: z.enum(["full", "deposit"]).nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ServicePackage" });

export const vendorServiceSchema = z
  .object({
    id: z.string(),
    vendor_id: z.string(),
    branch_id: z.string().nullable().meta({ description: "The branch that offers it; null: the whole vendor." }),
    status: z.enum(SERVICE_STATUSES),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    description_en: z.string().nullable(),
    category: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    price_from: moneySchema.nullable().meta({ description: "null = quote only" }),
    cover_media_id: z.string().nullable(),
    cover_image: z.string().nullable(),
    packages: z.array(packageSchema),
    published_at: z.string().nullable(),
    archived_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "VendorService" });

export const publicServiceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    description_en: z.string().nullable(),
    category: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    price_from: moneySchema.nullable(),
    cover_image: z.string().nullable(),
    cover_image_srcset: srcsetSchema("The cover"),
    published_at: z.string().nullable(),
    packages: z.array(packageSchema.omit({ service_id: true, created_at: true, updated_at: true })),
  })
  .meta({ id: "PublicService" });
