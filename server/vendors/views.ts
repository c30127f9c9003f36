import { db, type Tx } from "../core/db/client";
import type { Prisma, VendorDocumentStatus } from "../core/db/generated/client";
import { notFound } from "../core/errors";
import { localized, type Locale } from "../core/i18n";
import { mediaImages, mediaUrls } from "../media/attach";
import { isNewVendor, shownRating } from "./rating-display";

// How a vendor is shown: to its own team (private view, with contact details),
// to admins (private view + owner, documents, subscription) and to the public
// (never contact details). Media come as URLs from the media module.

export const vendorInclude = {
  categories: { include: { category: true } },
  city: true,
  area: true,
} satisfies Prisma.VendorInclude;

export type VendorRow = Prisma.VendorGetPayload<{ include: typeof vendorInclude }>;

export async function getVendorRowOrThrow(vendorId: string, tx: Tx = db): Promise<VendorRow> {
  const vendor = await tx.vendor.findUnique({ where: { id: vendorId }, include: vendorInclude });
  if (!vendor) throw notFound();
  return vendor;
}

function localizedOrNull(locale: Locale, ar: string | null, en: string | null): string | null {
  return (locale === "en" ? (en ?? ar) : (ar ?? en)) ?? null;
}

/** Primary category first, then the taxonomy's order. */
export function sortedCategories(vendor: VendorRow) {
  return [...vendor.categories].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.category.sortOrder - b.category.sortOrder || a.categoryId.localeCompare(b.categoryId),
  );
}

/** Ready gallery media of the vendor, in display order. */
export async function galleryIds(vendorId: string, tx: Tx = db): Promise<string[]> {
  const rows = await tx.media.findMany({
    where: { context: "vendor_gallery", subjectId: vendorId, status: "ready" },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** URLs for the given media ids; no call to the media module when there is nothing to resolve. */
export async function urlsFor(ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  return ids.some(Boolean) ? mediaUrls(ids) : new Map();
}

const mediaRef = (id: string | null, urls: Map<string, string>) => (id ? { id, url: urls.get(id) ?? null } : null);

async function documentsSummary(vendorId: string) {
  const groups = await db.vendorDocument.groupBy({ by: ["status"], where: { vendorId }, _count: { _all: true } });
  const count = (status: VendorDocumentStatus) => groups.find((g) => g.status === status)?._count._all ?? 0;
  const summary = { pending_review: count("pending_review"), approved: count("approved"), rejected: count("rejected") };
  return { total: summary.pending_review + summary.approved + summary.rejected, ...summary };
}

/** What the vendor's own team sees (GET /vendors/me): everything, contact details included. */
export async function privateVendorView(vendor: VendorRow, locale: Locale) {
  const gallery = await galleryIds(vendor.id);
  const urls = await urlsFor([vendor.logoMediaId, vendor.coverMediaId, ...gallery]);
  return {
    id: vendor.id,
    slug: vendor.slug,
    name: localized(locale, vendor.nameAr, vendor.nameEn),
    name_ar: vendor.nameAr,
    name_en: vendor.nameEn,
    description: localizedOrNull(locale, vendor.descriptionAr, vendor.descriptionEn),
    description_ar: vendor.descriptionAr,
    description_en: vendor.descriptionEn,
    status: vendor.status,
    rejection_reason: vendor.rejectionReason,
    suspension_reason: vendor.suspensionReason,
    submitted_at: vendor.submittedAt.toISOString(),
    approved_at: vendor.approvedAt?.toISOString() ?? null,
    suspended_at: vendor.suspendedAt?.toISOString() ?? null,
    published: vendor.publishedAt !== null,
    published_at: vendor.publishedAt?.toISOString() ?? null,
    visible: isPubliclyVisible(vendor),
    categories: sortedCategories(vendor).map((c) => ({
      id: c.category.id,
      slug: c.category.slug,
      name: localized(locale, c.category.nameAr, c.category.nameEn),
      is_primary: c.isPrimary,
    })),
    city: { id: vendor.city.id, name: localized(locale, vendor.city.nameAr, vendor.city.nameEn) },
    area: vendor.area ? { id: vendor.area.id, name: localized(locale, vendor.area.nameAr, vendor.area.nameEn) } : null,
    contact_email: vendor.contactEmail,
    contact_phone: vendor.contactPhone,
    // The point distances are measured from (its own, or null: the area's centroid) and whether the public sees it.
    location: {
      latitude: vendor.latitude,
      longitude: vendor.longitude,
      address_line: vendor.addressLine,
      source: vendor.locationSource,
      show_exact_location: vendor.showExactLocation,
    },
    website: vendor.website,
    instagram: vendor.instagram,
    logo: mediaRef(vendor.logoMediaId, urls),
    cover: mediaRef(vendor.coverMediaId, urls),
    gallery: gallery.map((id) => ({ id, url: urls.get(id) ?? null })),
    documents_summary: await documentsSummary(vendor.id),
    created_at: vendor.createdAt.toISOString(),
    updated_at: vendor.updatedAt.toISOString(),
  };
}

/** Shown in the marketplace: approved (not suspended, not rejected) and published by its owner. */
export function isPubliclyVisible(vendor: { status: string; publishedAt: Date | null }): boolean {
  return vendor.status === "approved" && vendor.publishedAt !== null;
}

/** The public profile's own fields (services are added by the caller). Never contact details. */
export async function publicVendorView(vendor: VendorRow, locale: Locale) {
  const [gallery, branchAreas] = await Promise.all([
    galleryIds(vendor.id),
    // Each area of its branches once (docs/vendor-team.md "Branches").
    db.area.findMany({
      where: { branches: { some: { vendorId: vendor.id } } },
      orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
      select: { id: true, nameAr: true, nameEn: true },
    }),
  ]);
  const images = await mediaImages([vendor.logoMediaId, vendor.coverMediaId, ...gallery]);
  const reviewsCount = vendor.ratingCount;
  return {
    id: vendor.id,
    slug: vendor.slug,
    name: localized(locale, vendor.nameAr, vendor.nameEn),
    name_ar: vendor.nameAr,
    name_en: vendor.nameEn,
    description: localizedOrNull(locale, vendor.descriptionAr, vendor.descriptionEn),
    description_ar: vendor.descriptionAr,
    description_en: vendor.descriptionEn,
    // Inactive categories are hidden from browse, so from the profile too.
    categories: sortedCategories(vendor)
      .filter((c) => c.category.status === "active")
      .map((c) => ({ id: c.category.id, slug: c.category.slug, name: localized(locale, c.category.nameAr, c.category.nameEn) })),
    city: { id: vendor.city.id, name: localized(locale, vendor.city.nameAr, vendor.city.nameEn) },
    area: vendor.area ? { id: vendor.area.id, name: localized(locale, vendor.area.nameAr, vendor.area.nameEn) } : null,
    branch_areas: branchAreas.map((a) => ({ id: a.id, name: localized(locale, a.nameAr, a.nameEn) })),
    // Only the area, unless the vendor publishes its exact point (docs/search.md "Distance").
    location:
      vendor.showExactLocation && vendor.latitude !== null && vendor.longitude !== null ? { latitude: vendor.latitude, longitude: vendor.longitude } : null,
    logo: vendor.logoMediaId ? (images.get(vendor.logoMediaId)?.url ?? null) : null,
    cover: vendor.coverMediaId ? (images.get(vendor.coverMediaId)?.url ?? null) : null,
    cover_srcset: vendor.coverMediaId ? (images.get(vendor.coverMediaId)?.srcset ?? null) : null,
    gallery: gallery.flatMap((id) => {
      const image = images.get(id);
      return image ? [{ id, url: image.url, srcset: image.srcset }] : [];
    }),
    verified: vendor.status === "approved",
    member_since: vendor.approvedAt?.toISOString() ?? null,
    website: vendor.website,
    instagram: vendor.instagram,
    // Spec: fewer than 3 reviews shows a new-vendor label instead of an average.
    rating: {
      rating: shownRating(vendor.ratingAvg, reviewsCount),
      reviews_count: reviewsCount,
      is_new: isNewVendor(reviewsCount),
    },
  };
}

export type DocumentRow = Prisma.VendorDocumentGetPayload<{ include: { media: { select: { filename: true } } } }>;

/** Documents with short-lived signed links (private media). */
export async function documentViews(rows: DocumentRow[]) {
  const urls = await urlsFor(rows.map((r) => r.mediaId));
  return rows.map((d) => ({
    id: d.id,
    kind: d.kind as "commercial_license" | "civil_id" | "other",
    status: d.status,
    review_note: d.reviewNote,
    reviewed_at: d.reviewedAt?.toISOString() ?? null,
    media_id: d.mediaId,
    filename: d.media.filename,
    url: urls.get(d.mediaId) ?? null,
    created_at: d.createdAt.toISOString(),
  }));
}

export async function listDocumentRows(vendorId: string): Promise<DocumentRow[]> {
  return db.vendorDocument.findMany({
    where: { vendorId },
    include: { media: { select: { filename: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

export function personSummary(u: {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
}) {
  return {
    id: u.id,
    name: [u.firstName, u.lastName].filter(Boolean).join(" "),
    email: u.email,
    phone: u.phone,
    email_verified: u.emailVerifiedAt !== null,
    phone_verified: u.phoneVerifiedAt !== null,
  };
}
