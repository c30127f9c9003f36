import { z } from "zod";
import { seoSchema } from "./schemas";

// Admin taxonomy management: request bodies and the admin view of a category.

export const CATEGORY_STATUSES = ["active", "inactive", "archived"] as const;

const ulid = z.string().min(1).max(26);
/** ASCII, lowercase, hyphen-separated (URLs and search facets use it). */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "validation.slug_format" });
const name = z.string().trim().min(1).max(120);
const seoTitle = z.string().trim().max(120).nullable().optional();
const seoDescription = z.string().trim().max(320).nullable().optional();
const reason = z.string().trim().min(1).max(500).optional().meta({ description: "Recorded in the audit log" });

export const categoryIdParams = z.object({ id: ulid });
export const adminCategoriesQuery = z.strictObject({});

export const createCategoryBody = z.strictObject({
  slug: slugSchema,
  name_ar: name,
  name_en: name,
  icon: z.string().trim().min(1).max(50),
  sort_order: z.number().int().min(0).max(10_000).default(0),
  parent_id: ulid.nullable().optional().meta({ description: "A top-level category: two levels at most" }),
  status: z.enum(["active", "inactive"]).default("active"),
  seo_title_ar: seoTitle,
  seo_title_en: seoTitle,
  seo_description_ar: seoDescription,
  seo_description_en: seoDescription,
  reason,
});
export type CreateCategoryInput = z.infer<typeof createCategoryBody>;

export const updateCategoryBody = z
  .strictObject({
    slug: slugSchema.optional(),
    name_ar: name.optional(),
    name_en: name.optional(),
    icon: z.string().trim().min(1).max(50).optional(),
    sort_order: z.number().int().min(0).max(10_000).optional(),
    parent_id: ulid.nullable().optional(),
    status: z.enum(CATEGORY_STATUSES).optional().meta({
      description: "active -> inactive, inactive -> active, inactive -> archived (only without vendor associations; else 409)",
    }),
    seo_title_ar: seoTitle,
    seo_title_en: seoTitle,
    seo_description_ar: seoDescription,
    seo_description_en: seoDescription,
    reason,
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== "reason" && v !== undefined), { message: "validation.at_least_one_field" });
export type UpdateCategoryInput = z.infer<typeof updateCategoryBody>;

export const deleteCategoryQuery = z.strictObject({ reason: z.string().trim().min(1).max(500).optional() });

const adminCategoryBase = z.object({
  id: z.string(),
  slug: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  icon: z.string(),
  sort_order: z.number().int(),
  status: z.enum(CATEGORY_STATUSES),
  seo: seoSchema,
  vendors_count: z.number().int().meta({ description: "vendor_categories rows" }),
  services_count: z.number().int().meta({ description: "services in this category, any status" }),
  children_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const adminCategorySchema = adminCategoryBase.meta({ id: "AdminCategory" });
export const adminCategoryTreeSchema = adminCategoryBase.extend({ children: z.array(adminCategorySchema) }).meta({ id: "AdminCategoryTree" });
