import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { ok } from "../../core/http/envelope";
import { vendorIdParams } from "../../vendors/schemas";
import { previewPlacement } from "./preview-placement";

// Where a vendor stands in its category's browse order: the ranking score and
// featured slots are search's, so the endpoint lives here (the path stays
// under /vendors, as in the spec).

const placementSchema = z
  .object({
    category: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    position: z.number().int().meta({ description: "1-based rank in the category's default browse order (where it would be, when not visible)." }),
    total: z.number().int(),
    page: z.number().int().meta({ description: "Browse page (20 per page)." }),
    ranking_score: z.number(),
    is_featured: z.boolean(),
    visible: z.boolean(),
    reason: z.enum(["pending_review", "rejected", "suspended", "unpublished", "category_inactive"]).nullable(),
  })
  .meta({ id: "VendorPlacement" });

export const previewPlacementEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/preview-placement",
  summary: "Where the vendor stands in its primary category's default browse order (members of the vendor, admins with vendor.read)",
  tags: ["Vendors"],
  auth: "user",
  params: vendorIdParams,
  response: placementSchema,
  handler: async ({ params, ctx }) => ok(await previewPlacement(params.id, ctx)),
});
