import { diffOf, writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { AppError } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { emit } from "../core/outbox/outbox";
import { requireVerifiedEmail } from "../identity/registration/require-verified-email";
import { claimMedia, type MediaContext } from "../media/attach";
import { checkVendorReferences, rethrowSlugRace } from "./references";
import type { UpdateVendorInput } from "./schemas";
import { vendorMachine } from "./state-machine";
import { galleryIds, getVendorRowOrThrow, privateVendorView, type VendorRow } from "./views";

// GET and PATCH /vendors/me: the owner edits the business profile, its media
// and its visibility; a rejected application is resubmitted from here.

export async function getMyVendor(vendorId: string, ctx: RequestContext) {
  return privateVendorView(await getVendorRowOrThrow(vendorId), ctx.locale);
}

/** The audited, diffable part of a vendor. */
function snapshot(v: VendorRow, gallery: string[]) {
  return {
    slug: v.slug,
    name_ar: v.nameAr,
    name_en: v.nameEn,
    description_ar: v.descriptionAr,
    description_en: v.descriptionEn,
    category_ids: [...v.categories].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)).map((c) => c.categoryId),
    city_id: v.cityId,
    area_id: v.areaId,
    contact_email: v.contactEmail,
    contact_phone: v.contactPhone,
    website: v.website,
    instagram: v.instagram,
    logo_media_id: v.logoMediaId,
    cover_media_id: v.coverMediaId,
    gallery_media_ids: gallery,
    published: v.publishedAt !== null,
    status: v.status,
    latitude: v.latitude,
    longitude: v.longitude,
    address_line: v.addressLine,
    location_source: v.locationSource,
    show_exact_location: v.showExactLocation,
  };
}

export async function updateMyVendor(vendorId: string, input: UpdateVendorInput, ctx: RequestContext) {
  const userId = callerId(ctx);
  await db
    .$transaction(async (tx) => {
      // One edit at a time per vendor (gallery order, media claims, the status check below).
      await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${vendorId} FOR UPDATE`;
      const before = await getVendorRowOrThrow(vendorId, tx);
      const beforeGallery = await galleryIds(vendorId, tx);

      const cityId = input.city_id ?? before.cityId;
      const areaId = input.area_id !== undefined ? input.area_id : before.areaId;
      if (input.category_ids || input.city_id !== undefined || input.area_id !== undefined || input.slug !== undefined) {
        await checkVendorReferences(tx, { categoryIds: input.category_ids, cityId, areaId, slug: input.slug, vendorId });
      }

      const data: Prisma.VendorUpdateInput = {};
      if (input.slug !== undefined) data.slug = input.slug;
      if (input.name_ar !== undefined) data.nameAr = input.name_ar;
      if (input.name_en !== undefined) data.nameEn = input.name_en;
      if (input.description_ar !== undefined) data.descriptionAr = input.description_ar;
      if (input.description_en !== undefined) data.descriptionEn = input.description_en;
      if (input.city_id !== undefined) data.city = { connect: { id: input.city_id } };
      if (input.area_id !== undefined || input.city_id !== undefined) data.area = areaId ? { connect: { id: areaId } } : { disconnect: true };
      if (input.contact_email !== undefined) data.contactEmail = input.contact_email;
      if (input.contact_phone !== undefined) data.contactPhone = input.contact_phone;
      if (input.website !== undefined) data.website = input.website;
      if (input.instagram !== undefined) data.instagram = input.instagram;
      // A typed point (or the device's) is the owner's pin; clearing it lets the address find the point again.
      if (input.latitude !== undefined) {
        data.latitude = input.latitude;
        data.longitude = input.longitude;
        data.locationSource = input.latitude === null ? null : "pinned";
      }
      if (input.address_line !== undefined) data.addressLine = input.address_line || null;
      if (input.show_exact_location !== undefined) data.showExactLocation = input.show_exact_location;

      if (input.published !== undefined && input.published !== (before.publishedAt !== null)) {
        // Hiding or showing is the owner's choice for a live vendor; before approval the admin's approval publishes.
        if (before.status !== "approved") {
          throw new AppError("CONFLICT", {
            message: {
              en: "Only an approved vendor can be shown or hidden in the marketplace.",
              ar: "لا يمكن إظهار المزوّد في السوق أو إخفاؤه إلا بعد اعتماده.",
            },
          });
        }
        // Showing the profile publishes a listing: the spec keeps that from unverified emails (hiding stays open).
        if (input.published) await requireVerifiedEmail(userId, tx);
        data.publishedAt = input.published ? now() : null;
      }

      if (input.logo_media_id !== undefined && input.logo_media_id !== before.logoMediaId) {
        data.logoMediaId = await replaceSingleMedia(tx, vendorId, userId, "vendor_logo", before.logoMediaId, input.logo_media_id, "logo_media_id");
      }
      if (input.cover_media_id !== undefined && input.cover_media_id !== before.coverMediaId) {
        data.coverMediaId = await replaceSingleMedia(tx, vendorId, userId, "vendor_cover", before.coverMediaId, input.cover_media_id, "cover_media_id");
      }
      if (input.gallery_media_ids) await replaceGallery(tx, vendorId, userId, beforeGallery, input.gallery_media_ids);

      if (Object.keys(data).length) await tx.vendor.update({ where: { id: vendorId }, data });
      if (input.category_ids) {
        await tx.vendorCategory.deleteMany({ where: { vendorId } });
        await tx.vendorCategory.createMany({ data: input.category_ids.map((categoryId, i) => ({ vendorId, categoryId, isPrimary: i === 0 })) });
      }
      if (input.resubmit) {
        await vendorMachine.move(tx, vendorId, "resubmit", { data: { submittedAt: now(), rejectionReason: null } });
      }

      const after = await getVendorRowOrThrow(vendorId, tx);
      const diff = diffOf(snapshot(before, beforeGallery), snapshot(after, await galleryIds(vendorId, tx)));
      if (Object.keys(diff).length === 0) return;
      await writeAudit(tx, {
        actor: { type: "user", id: userId },
        action: input.resubmit ? "vendor.resubmitted" : "vendor.updated",
        entityType: "vendor",
        entityId: vendorId,
        diff,
        request: ctx,
      });
      // The search document of a live vendor follows its profile.
      if (before.status === "approved") await emit(tx, "VendorChanged", { vendorId });
      // Without a pin, a new address or area (or a cleared pin) has its point found again (server/geocoding).
      const moved = "address_line" in diff || "area_id" in diff || input.latitude === null;
      if (moved && after.locationSource !== "pinned") await emit(tx, "AddressChanged", { subject: "vendor", id: vendorId, vendorId });
    })
    .catch(rethrowSlugRace);
  return getMyVendor(vendorId, ctx);
}

/**
 * Swaps the vendor's logo or cover: the old file is released first (so a
 * one-per-subject policy of the media module lets the new one in), then the
 * new one is claimed (the caller's, ready, of that context; else 422).
 */
async function replaceSingleMedia(
  tx: Tx,
  vendorId: string,
  userId: string,
  context: MediaContext,
  oldId: string | null,
  newId: string | null,
  field: string,
): Promise<string | null> {
  if (oldId) await tx.media.updateMany({ where: { id: oldId, context, subjectId: vendorId }, data: { subjectId: null } });
  if (!newId) return null;
  await claimWithField(tx, { mediaId: newId, userId, context, subjectId: vendorId }, field);
  return newId;
}

/** The gallery is the vendor's ready `vendor_gallery` media in `sort_order`; the list given is the whole new gallery. */
async function replaceGallery(tx: Tx, vendorId: string, userId: string, current: string[], ids: string[]): Promise<void> {
  const keep = new Set(ids);
  const removed = current.filter((id) => !keep.has(id));
  if (removed.length) {
    await tx.media.updateMany({ where: { id: { in: removed }, context: "vendor_gallery", subjectId: vendorId }, data: { subjectId: null } });
  }
  const attached = new Set(current);
  for (const [index, id] of ids.entries()) {
    if (!attached.has(id)) await claimWithField(tx, { mediaId: id, userId, context: "vendor_gallery", subjectId: vendorId }, `gallery_media_ids.${index}`);
    await tx.media.update({ where: { id }, data: { sortOrder: index } });
  }
}

/** claimMedia reports on `media_id`; the PATCH body names the field differently. */
async function claimWithField(tx: Tx, input: Parameters<typeof claimMedia>[1], field: string): Promise<void> {
  try {
    await claimMedia(tx, input);
  } catch (e) {
    if (e instanceof AppError && e.code === "VALIDATION_FAILED" && e.details) {
      throw new AppError("VALIDATION_FAILED", { details: { [field]: Object.values(e.details).flat() } });
    }
    throw e;
  }
}
