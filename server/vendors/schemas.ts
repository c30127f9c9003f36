import { z } from "zod";
import { KUWAIT_BOUNDS } from "../core/geo";
import { stripInvisible } from "../core/display-text";
import { VendorDocumentStatus, VendorStatus } from "../core/db/generated/enums";
import { pageParams, sortParam } from "../core/http/query";
import { emailAddress, phoneNumber } from "../identity/fields";
import { TEAM_ROLE_CODES, VENDOR_ROLE_CODES } from "../identity/roles";
import { srcsetSchema } from "../media/schemas";
import { addressLineField, locationSourceField, memberBranchesBody } from "../branches/schemas";

// Request bodies and response shapes of the vendor endpoints (parsing and the
// OpenAPI document). Message keys `validation.<key>` live in messages/*.json.

// ------------------------------------------------------------------ fields

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Path words under /vendors/ that a slug must not shadow (GET /vendors/{id} takes an id or a slug). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["me", "invitations", "new", "admin", "search", "apply"]);

export const vendorSlug = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .regex(SLUG_PATTERN, { message: "validation.slug_format" })
  .meta({ description: "ASCII lowercase letters, digits and single hyphens, 3–60 characters; unique.", example: "layali-events" });

const businessName = z
  .string()
  .normalize("NFC")
  .overwrite(stripInvisible)
  .trim()
  .overwrite((s) => s.replace(/\s+/g, " "))
  .min(2)
  .max(100);
const description = z.string().normalize("NFC").trim().min(10).max(2000);
const id = z.string().trim().min(1).max(26);

export const MAX_CATEGORIES = 3;
const categoryIds = z
  .array(id)
  .min(1)
  .max(MAX_CATEGORIES)
  .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate_items" })
  .meta({ description: "1–3 active category ids; the first is the primary category." });

const website = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, message: "validation.url" })
  .max(200)
  .meta({ example: "https://layali.example.com" });

const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;
/** A handle (`@name` or `name`) or a profile link; stored as the bare handle. */
const instagram = z
  .string()
  .trim()
  .max(200)
  .transform((input, ctx) => {
    const fromUrl = input.match(/^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?(?:\?.*)?$/i)?.[1];
    const handle = fromUrl ?? input.replace(/^@/, "");
    if (INSTAGRAM_HANDLE.test(handle)) return handle;
    ctx.issues.push({ code: "custom", message: "validation.instagram", input });
    return z.NEVER;
  })
  .meta({ example: "@layali.events" });

const contactPhone = phoneNumber.transform((p) => p.e164);

const profileFields = {
  name_ar: businessName,
  name_en: businessName,
  slug: vendorSlug,
  category_ids: categoryIds,
  city_id: id,
  area_id: id.nullable().optional().meta({ description: "An area of the city (optional)." }),
  description_ar: description,
  description_en: description,
  contact_email: emailAddress.meta({ description: "Never shown publicly." }),
  contact_phone: contactPhone.meta({ description: "E.164; never shown publicly.", example: "+96550000001" }),
  website: website.nullable().optional(),
  instagram: instagram.nullable().optional(),
};

export const applyBody = z.strictObject(profileFields).meta({ id: "VendorApplication" });
export type ApplyInput = z.output<typeof applyBody>;

export const MAX_GALLERY = 20;

export const updateVendorBody = z
  .strictObject({
    name_ar: businessName.optional(),
    name_en: businessName.optional(),
    slug: vendorSlug.optional(),
    category_ids: categoryIds.optional(),
    city_id: id.optional(),
    area_id: profileFields.area_id,
    description_ar: description.optional(),
    description_en: description.optional(),
    contact_email: emailAddress.optional(),
    contact_phone: contactPhone.optional(),
    website: profileFields.website,
    instagram: profileFields.instagram,
    logo_media_id: id.nullable().optional().meta({ description: "A ready `vendor_logo` upload of the caller; null removes the logo." }),
    cover_media_id: id.nullable().optional().meta({ description: "A ready `vendor_cover` upload of the caller; null removes the cover." }),
    gallery_media_ids: z
      .array(id)
      .max(MAX_GALLERY)
      .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate_items" })
      .optional()
      .meta({ description: "The whole gallery in display order (ready `vendor_gallery` uploads, at most 20)." }),
    published: z.boolean().optional().meta({ description: "Show (true) or hide (false) an approved vendor in the marketplace." }),
    latitude: z.number().nullable().optional().meta({
      description:
        "The business's point (with `longitude`; in Kuwait, 28.5 to 30.2): typed (or the device's location), it is pinned; both null clear the pin and the point is found from `address_line`, else the area's centroid.",
    }),
    longitude: z.number().nullable().optional().meta({ description: "With `latitude` (46.5 to 48.5)." }),
    address_line: addressLineField,
    show_exact_location: z
      .boolean()
      .optional()
      .meta({ description: "Publish the exact point (default false: the public sees only the area, distances to 1 km)." }),
    resubmit: z.literal(true).optional().meta({ description: "A rejected vendor sends the application for review again." }),
  })
  .superRefine((b, ctx) => {
    // Both or neither, inside Kuwait (docs/search.md "Distance").
    if (b.latitude === undefined && b.longitude === undefined) return;
    const both = (b.latitude === null && b.longitude === null) || (typeof b.latitude === "number" && typeof b.longitude === "number");
    const inside = (v: number | null | undefined, min: number, max: number) => v === null || (typeof v === "number" && v >= min && v <= max);
    if (!both || !inside(b.latitude, KUWAIT_BOUNDS.minLat, KUWAIT_BOUNDS.maxLat))
      ctx.addIssue({ code: "custom", path: ["latitude"], message: "validation.vendor_location" });
    if (!both || !inside(b.longitude, KUWAIT_BOUNDS.minLng, KUWAIT_BOUNDS.maxLng))
      ctx.addIssue({ code: "custom", path: ["longitude"], message: "validation.vendor_location" });
  })
  .meta({ id: "VendorUpdate" });
export type UpdateVendorInput = z.output<typeof updateVendorBody>;

export const DOCUMENT_KINDS = ["commercial_license", "civil_id", "other"] as const;
export const addDocumentBody = z.strictObject({ media_id: id, kind: z.enum(DOCUMENT_KINDS) }).meta({ id: "VendorDocumentAttach" });

export const reviewDocumentBody = z
  .strictObject({
    decision: z.enum(["approve", "reject"]),
    note: z.string().trim().min(3).max(500).optional().meta({ description: "Required when rejecting; shown to the vendor." }),
  })
  .refine((b) => b.decision === "approve" || b.note !== undefined, { message: "validation.required", path: ["note"] })
  .meta({ id: "VendorDocumentReview" });

const reason = z.string().trim().min(3).max(500).meta({ description: "Why (3–500 characters); kept in the audit log." });
export const reasonBody = z.strictObject({ reason });
export const optionalReasonBody = z.strictObject({ reason: reason.optional() });

const teamRole = z.enum(TEAM_ROLE_CODES).meta({ description: "vendor_manager or vendor_staff (docs/vendor-team.md has what each may do)." });
export const inviteBody = z.strictObject({ email: emailAddress, role: teamRole.default("vendor_staff") }).meta({ id: "VendorInvite" });
export const teamRoleBody = z
  .strictObject({ role: teamRole.optional(), branch_ids: memberBranchesBody.optional() })
  .refine((b) => b.role !== undefined || b.branch_ids !== undefined, { message: "validation.required", path: ["role"] })
  .meta({ id: "VendorTeamRole", description: "The member's role, the branches they are limited to, or both." });
export const acceptInvitationBody = z.strictObject({ token: z.string().trim().min(10).max(200) }).meta({ id: "VendorInvitationAccept" });

export const vendorIdParams = z.object({ id: z.string().min(1).max(100) });
export const documentParams = z.object({ id: z.string().min(1).max(100), documentId: z.string().min(1).max(100) });
export const teamEntryParams = z.object({ id: z.string().min(1).max(100) });

export const ADMIN_VENDOR_SORTS = ["submitted_at", "-submitted_at", "name"] as const;
export const adminVendorsQuery = z.strictObject({
  status: z
    .enum(["pending_review", "approved", "rejected", "suspended", "all"])
    .default("pending_review")
    .meta({ description: "Default `pending_review` (the approval queue); `all` for every status." }),
  q: z.string().trim().max(100).optional().meta({ description: "Matches the Arabic or English name or the slug." }),
  category: z.string().trim().max(100).optional().meta({ description: "Category id or slug." }),
  sort: sortParam(ADMIN_VENDOR_SORTS, "submitted_at"),
  ...pageParams,
});

export const ANALYTICS_MAX_DAYS = 365;
export const analyticsQuery = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(ANALYTICS_MAX_DAYS)
    .optional()
    .meta({ description: "Window in Kuwait days ending today (default: 30). The plan caps it: basic 30, standard 90, advanced and full 365." }),
});

// ------------------------------------------------------------------ responses

const ref = z.object({ id: z.string(), name: z.string() });
const mediaRef = z.object({ id: z.string(), url: z.string().nullable() });
const categoryRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });
const documentsSummary = z.object({
  total: z.number().int(),
  pending_review: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

export const privateVendorSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    description_en: z.string().nullable(),
    status: z.enum(VendorStatus),
    rejection_reason: z.string().nullable(),
    suspension_reason: z.string().nullable(),
    submitted_at: z.string(),
    approved_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
    published: z.boolean(),
    published_at: z.string().nullable(),
    visible: z.boolean().meta({ description: "Approved and published: shown in the marketplace." }),
    categories: z.array(categoryRef.extend({ is_primary: z.boolean() })),
    city: ref,
    area: ref.nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    location: z
      .object({
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        address_line: z.string().nullable(),
        source: locationSourceField.meta({
          description: "pinned (typed or the device's location), geocoded (found from the address), centroid (the area's centre); null: none yet.",
        }),
        show_exact_location: z.boolean(),
      })
      .meta({
        description:
          "The business's point (null: its area's centroid is used), the address it is found from, where it came from, and whether the public sees it.",
      }),
    website: z.string().nullable(),
    instagram: z.string().nullable(),
    logo: mediaRef.nullable(),
    cover: mediaRef.nullable(),
    gallery: z.array(mediaRef),
    documents_summary: documentsSummary,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "VendorPrivate" });

export const documentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    status: z.enum(VendorDocumentStatus),
    review_note: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    media_id: z.string(),
    filename: z.string(),
    url: z.string().nullable().meta({ description: "Signed link valid for at most 5 minutes." }),
    created_at: z.string(),
  })
  .meta({ id: "VendorDocument" });

const personSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});

export const adminVendorListItemSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    status: z.enum(VendorStatus),
    submitted_at: z.string(),
    approved_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
    city: ref,
    categories: z.array(categoryRef.extend({ is_primary: z.boolean() })),
    owner: personSummary,
    documents_summary: documentsSummary,
  })
  .meta({ id: "AdminVendorListItem" });

export const adminVendorSchema = privateVendorSchema
  .extend({
    owner: personSummary,
    reviewed_by: ref.nullable(),
    documents: z.array(documentSchema),
    members_count: z.number().int(),
    subscription: z
      .object({
        id: z.string(),
        status: z.string(),
        plan: z.object({ id: z.string(), code: z.string(), name: z.string() }),
        current_period_start: z.string(),
        current_period_end: z.string().nullable(),
      })
      .nullable(),
    effective_plan: z.object({ code: z.string(), name: z.string() }),
    allowed_actions: z.array(z.enum(["approve", "reject", "suspend", "reinstate"])),
  })
  .meta({ id: "AdminVendor" });

export const publicVendorSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    description: z.string().nullable(),
    description_ar: z.string().nullable(),
    description_en: z.string().nullable(),
    categories: z.array(categoryRef),
    city: ref,
    area: ref.nullable(),
    branch_areas: z.array(ref).meta({ description: "Areas of the vendor's branches, each once, in the caller's language (empty without branches)." }),
    location: z
      .object({ latitude: z.number(), longitude: z.number() })
      .nullable()
      .meta({ description: "The exact point, only when the vendor publishes it; otherwise null (the area stands for it)." }),
    logo: z.string().nullable(),
    cover: z.string().nullable(),
    cover_srcset: srcsetSchema("The cover"),
    gallery: z.array(z.object({ id: z.string(), url: z.string(), srcset: srcsetSchema("The photo") })),
    verified: z.boolean(),
    member_since: z.string().nullable(),
    website: z.string().nullable(),
    instagram: z.string().nullable(),
    rating: z.object({
      rating: z.number().nullable().meta({ description: "Mean rating to one decimal; null while there are fewer than 3 reviews." }),
      reviews_count: z.number().int(),
      is_new: z.boolean(),
    }),
    services: z.array(z.unknown()).meta({ description: "Published services with their packages (as GET /vendors/{id}/services)." }),
  })
  .meta({ id: "VendorPublic" });

export const teamMemberSchema = z
  .object({
    id: z.string().meta({ description: "Membership id (PATCH and DELETE /vendors/me/team/{id})." }),
    role: z.enum(VENDOR_ROLE_CODES),
    user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
    branch_ids: z.array(z.string()).meta({ description: 'The branches the member is limited to; [] is the whole vendor (docs/vendor-team.md "Branches").' }),
    joined_at: z.string(),
  })
  .meta({ id: "VendorTeamMember" });

export const teamSchema = z
  .object({
    members: z.array(teamMemberSchema),
    invitations: z.array(z.lazy(() => invitationSchema)),
    team_size: z.number().int().meta({ description: "Seats of the plan (members + pending invitations)." }),
    seats_used: z.number().int(),
  })
  .meta({ id: "VendorTeam" });

export const invitationSchema = z
  .object({
    id: z.string().meta({ description: "Invitation id (DELETE /vendors/me/team/{id} revokes it)." }),
    email: z.string(),
    role: z.enum(TEAM_ROLE_CODES),
    expires_at: z.string(),
    created_at: z.string(),
    email_sent: z.boolean().optional(),
  })
  .meta({ id: "VendorInvitation" });

export const acceptedInvitationSchema = z
  .object({ vendor: z.object({ id: z.string(), slug: z.string(), name: z.string() }), membership_id: z.string(), role: z.string() })
  .meta({ id: "VendorInvitationAccepted" });

const statTotals = z.object({
  views: z.number().int(),
  rfqs_received: z.number().int(),
  quotes_sent: z.number().int(),
  quotes_won: z.number().int(),
  win_rate: z.number().nullable().meta({ description: "quotes_won / quotes_sent (0–1); advanced and full plans only." }),
});

export const analyticsSchema = z
  .object({
    depth: z.enum(["basic", "standard", "advanced", "full"]),
    max_days: z.number().int(),
    window: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
    totals: statTotals,
    series: z
      .array(
        z.object({ date: z.string(), views: z.number().int(), rfqs_received: z.number().int(), quotes_sent: z.number().int(), quotes_won: z.number().int() }),
      )
      .nullable()
      .meta({ description: "One row per Kuwait day; standard plans and above." }),
    comparison: z
      .object({
        category: ref,
        vendors_count: z.number().int(),
        average: statTotals.extend({ views: z.number(), rfqs_received: z.number(), quotes_sent: z.number(), quotes_won: z.number() }).nullable(),
      })
      .nullable()
      .meta({ description: "Average per approved vendor of the primary category (other vendors); full plans only." }),
  })
  .meta({ id: "VendorAnalytics" });
