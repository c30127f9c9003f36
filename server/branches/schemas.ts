import { z } from "zod";
import { stripInvisible } from "../core/display-text";
import { KUWAIT_BOUNDS } from "../core/geo";

// Bodies and shapes of /vendors/me/branches and the member's branch limit.

const id = z.string().trim().min(1).max(26);
const branchName = z
  .string()
  .normalize("NFC")
  .overwrite(stripInvisible)
  .trim()
  .overwrite((s) => s.replace(/\s+/g, " "))
  .min(2)
  .max(100);
const named = z.object({ id: z.string(), name: z.string(), name_en: z.string() });

/** Street / block / building as written; blank means none (the service stores null). Shared with PATCH /vendors/me. */
export const addressLineField = z
  .string()
  .normalize("NFC")
  .overwrite(stripInvisible)
  .trim()
  .overwrite((v) => v.replace(/\s+/g, " "))
  .max(200)
  .nullable()
  .optional()
  .meta({
    description:
      'Street, block, building (at most 200 characters; empty or null: none). Without a pinned point, the point is found from it with the area (docs/search.md "Geocoding").',
  });

/** Where a point came from: pinned (typed or the device's location), geocoded (from the address), centroid (the area's centre); null: none yet. */
export const locationSourceField = z.enum(["pinned", "geocoded", "centroid"]).nullable();

export const locationViewSchema = z
  .object({ latitude: z.number().nullable(), longitude: z.number().nullable(), address_line: z.string().nullable(), source: locationSourceField })
  .meta({ description: "The point (pinned by the owner, found from the address, or the area's centre) and the address it is found from." });

const fields = {
  name_ar: branchName,
  name_en: branchName,
  area_id: id.meta({ description: "An area (GET /locations): RFQs for this area go to this branch." }),
  latitude: z.number().nullable().optional().meta({
    description:
      "The branch's point (with `longitude`, inside Kuwait): typed, it is pinned; both null clear the pin and the point is found from `address_line`, else the area's centre.",
  }),
  longitude: z.number().nullable().optional(),
  address_line: addressLineField,
  daily_capacity: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullable()
    .optional()
    .meta({ description: "Bookings the branch takes on one day; null: the vendor's capacity." }),
};

/** Both or neither, inside Kuwait (as the vendor's own point). */
function checkPoint(b: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) {
  if (b.latitude === undefined && b.longitude === undefined) return;
  const both = (b.latitude === null && b.longitude === null) || (typeof b.latitude === "number" && typeof b.longitude === "number");
  const inside = (v: number | null | undefined, min: number, max: number) => v === null || (typeof v === "number" && v >= min && v <= max);
  if (!both || !inside(b.latitude, KUWAIT_BOUNDS.minLat, KUWAIT_BOUNDS.maxLat))
    ctx.addIssue({ code: "custom", path: ["latitude"], message: "validation.vendor_location" });
  if (!both || !inside(b.longitude, KUWAIT_BOUNDS.minLng, KUWAIT_BOUNDS.maxLng))
    ctx.addIssue({ code: "custom", path: ["longitude"], message: "validation.vendor_location" });
}

export const createBranchBody = z.strictObject(fields).superRefine(checkPoint).meta({ id: "VendorBranchCreate" });
export type CreateBranchInput = z.output<typeof createBranchBody>;
export const updateBranchBody = z.strictObject(fields).partial().superRefine(checkPoint).meta({ id: "VendorBranchUpdate" });
export type UpdateBranchInput = z.output<typeof updateBranchBody>;

export const branchParams = z.object({ id: z.string().min(1).max(100) });

export const branchSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "In the caller's language." }),
    name_ar: z.string(),
    name_en: z.string(),
    area: named.meta({ description: "name in the caller's language, name_en English." }),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    location: locationViewSchema,
    daily_capacity: z.number().int().nullable(),
    members_count: z.number().int().meta({ description: "Team members limited to this branch." }),
    created_at: z.string(),
  })
  .meta({ id: "VendorBranch" });
export type BranchView = z.output<typeof branchSchema>;

export const memberBranchesBody = z
  .array(id)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate_items" })
  .meta({ description: "Branch ids of this vendor the member is limited to; [] lifts the limit (the whole vendor)." });
