import { z } from "zod";
import { stripInvisible } from "../core/display-text";
import { pageParams } from "../core/http/query";
import { slugSchema } from "../catalog/category-admin-schemas";

// CMS content pages (terms, privacy, about, ...): bilingual plain text or
// markdown, at most 100k characters per language.

export const CMS_PAGE_STATUSES = ["draft", "published"] as const;
export const MAX_BODY_CHARS = 100_000;

const ulid = z.string().min(1).max(26);
const title = z.string().overwrite(stripInvisible).trim().min(1).max(200);
const body = z.string().trim().min(1).max(MAX_BODY_CHARS);

export const cmsPageIdParams = z.object({ id: ulid });
export const pageSlugParams = z.object({ slug: z.string().max(100) });

export const listCmsPagesQuery = z.strictObject({ status: z.enum(CMS_PAGE_STATUSES).optional(), ...pageParams });

export const createCmsPageBody = z.strictObject({
  slug: slugSchema,
  title_ar: title,
  title_en: title,
  body_ar: body,
  body_en: body,
  status: z.enum(CMS_PAGE_STATUSES).default("draft"),
});
export type CreateCmsPageInput = z.infer<typeof createCmsPageBody>;

export const updateCmsPageBody = z
  .strictObject({
    slug: slugSchema.optional(),
    title_ar: title.optional(),
    title_en: title.optional(),
    body_ar: body.optional(),
    body_en: body.optional(),
    status: z.enum(CMS_PAGE_STATUSES).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "validation.at_least_one_field" });
export type UpdateCmsPageInput = z.infer<typeof updateCmsPageBody>;

const pageSummary = {
  id: z.string(),
  slug: z.string(),
  status: z.enum(CMS_PAGE_STATUSES),
  title: z.string(),
  title_ar: z.string(),
  title_en: z.string(),
  published_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const cmsPageSummarySchema = z.object(pageSummary).meta({ id: "CmsPageSummary" });
export const cmsPageSchema = z.object({ ...pageSummary, body_ar: z.string(), body_en: z.string() }).meta({ id: "CmsPage" });

export const publicPageSchema = z
  .object({
    slug: z.string(),
    locale: z.enum(["ar", "en"]).meta({ description: "Language of `title` and `body` (from Accept-Language)" }),
    title: z.string(),
    body: z.string().meta({ description: "Plain text / markdown; render as text, never as HTML" }),
    title_ar: z.string(),
    title_en: z.string(),
    body_ar: z.string(),
    body_en: z.string(),
    published_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: "ContentPage" });
