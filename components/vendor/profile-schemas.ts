import { z } from "zod";
import { SLUG_PATTERN } from "./validate";

// The vendor profile's fields as the application wizard and the profile page
// hold them, and the wizard's checks before a step moves on. They mirror the
// server's rules (server/vendors/schemas.ts, which is not client-safe: it
// reads the phone and email rules of server/identity) with the API's own
// messages (`api.validation`); the server checks everything again and its
// answer is what counts.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i;

export const MAX_CATEGORIES = 3;
const text = (min: number, max: number) => z.string().trim().min(1, "validation.required").min(min).max(max);
const required = z.string().trim().min(1, "validation.required");
const optional = z.string().trim();

/** Step 1: names, slug, 1-3 categories, city and area. */
export const businessStep = z.object({
  name_ar: text(2, 100),
  name_en: text(2, 100),
  slug: text(3, 60).regex(SLUG_PATTERN, "validation.slug_format"),
  category_ids: z.array(z.string()).min(1).max(MAX_CATEGORIES),
  city_id: required,
  area_id: optional,
});

/** Step 2: descriptions and the private contact. */
export const detailsStep = z.object({
  description_ar: text(10, 2000),
  description_en: text(10, 2000),
  contact_email: required.regex(EMAIL_PATTERN, "validation.email"),
  contact_phone: required,
  website: optional.refine((v) => !v || URL_PATTERN.test(v), "validation.url"),
  instagram: optional,
});

export const applicationForm = z.object({ ...businessStep.shape, ...detailsStep.shape });

/** The profile page: the same fields, checked by the server only (a 422 puts its messages beside them). */
const any = z.string();
export const profileForm = z.object({
  name_ar: any,
  name_en: any,
  slug: any,
  category_ids: z.array(z.string()),
  city_id: any,
  area_id: any,
  description_ar: any,
  description_en: any,
  contact_email: any,
  contact_phone: any,
  website: any,
  instagram: any,
});

export type ProfileValues = z.input<typeof applicationForm>;

export const BUSINESS_FIELDS = Object.keys(businessStep.shape) as (keyof z.input<typeof businessStep>)[];
export const DETAILS_FIELDS = Object.keys(detailsStep.shape) as (keyof z.input<typeof detailsStep>)[];
export const PROFILE_FIELDS = [...BUSINESS_FIELDS, ...DETAILS_FIELDS];

export const EMPTY_PROFILE: ProfileValues = {
  ...(Object.fromEntries(PROFILE_FIELDS.map((name) => [name, ""])) as Omit<ProfileValues, "category_ids">),
  category_ids: [],
};

/** The API body of the fields (blank optional fields left out, or null to clear them on the profile page). */
export function profileBody(v: ProfileValues, nullBlanks: boolean) {
  const optional = (value: string) => {
    const trimmed = value.trim();
    return trimmed ? trimmed : nullBlanks ? null : undefined;
  };
  return {
    name_ar: v.name_ar.trim(),
    name_en: v.name_en.trim(),
    slug: v.slug.trim(),
    category_ids: v.category_ids,
    city_id: v.city_id.trim(),
    area_id: optional(v.area_id),
    description_ar: v.description_ar.trim(),
    description_en: v.description_en.trim(),
    contact_email: v.contact_email.trim(),
    contact_phone: v.contact_phone.trim(),
    website: optional(v.website),
    instagram: optional(v.instagram),
  };
}
