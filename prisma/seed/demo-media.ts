import type { PrismaClient } from "../../server/core/db/generated/client";
import { newId } from "../../server/core/ids";
import type { RequestContext } from "../../server/core/http/request-context";
import { confirmUpload } from "../../server/media/confirm";
import type { MediaContext } from "../../server/media/policy";
import { createUpload, storageKeyFor } from "../../server/media/presign";
import { mediaStorage } from "../../server/media/storage";
import { backfillVariants } from "../../server/media/variants";
import { verifyMedia } from "../../server/media/verify";
import { updateMyVendor } from "../../server/vendors/profile";
import { updateVendorBody } from "../../server/vendors/schemas";
import { renderVendorArt, type RenderedImage, type VendorArt } from "./demo-art";

// Demo imagery through the real media pipeline, as the vendor's owner would:
// POST /media (createUpload) -> bytes into the storage provider -> confirm ->
// verification (the same function the MediaConfirmed event runs, called here so
// the images are ready when the seed ends; the event then finds nothing to do)
// -> PATCH /vendors/me with logo, cover and gallery. Verification also makes
// the WebP variants of each image (server/media/variants.ts).

const ownerContext = (userId: string, vendorId: string): RequestContext => ({
  requestId: newId(),
  locale: "en",
  ip: "127.0.0.1",
  url: new URL("http://localhost/seed"),
  method: "SEED",
  userId,
  activeContext: `vendor:${vendorId}`,
});

/** POST /media, the PUT of the bytes and POST /media/{id}/confirm, as the owner's client does them. */
async function upload(image: RenderedImage, context: MediaContext, ctx: RequestContext): Promise<string> {
  const { media } = await createUpload({ filename: image.filename, mime_type: image.mime, size: image.bytes.length, context }, ctx);
  await mediaStorage().write(storageKeyFor(media.id, context), image.bytes, image.mime); // what the PUT to upload.url does
  await confirmUpload(media.id, ctx);
  return media.id;
}

/** The MediaConfirmed handler's work, run now so the image is ready when the seed ends. */
async function verified(id: string, filename: string): Promise<string> {
  const outcome = await verifyMedia(id);
  if (outcome.status !== "ready") throw new Error(`demo image ${filename} was not accepted: ${JSON.stringify(outcome)}`);
  return id;
}

/** Uploads, verifies and attaches one vendor's art. */
async function attachArt(vendorId: string, ownerUserId: string, art: VendorArt): Promise<void> {
  const ctx = ownerContext(ownerUserId, vendorId);
  const images: Array<[RenderedImage, MediaContext]> = [
    [art.logo, "vendor_logo"],
    [art.cover, "vendor_cover"],
    ...art.gallery.map((g): [RenderedImage, MediaContext] => [g, "vendor_gallery"]),
  ];
  const ids: string[] = [];
  for (const [image, context] of images) ids.push(await upload(image, context, ctx));
  // The five verifications run together: their image work overlaps the database round trips.
  const [logo, cover, ...gallery] = await Promise.all(ids.map((id, i) => verified(id, images[i][0].filename)));
  await updateMyVendor(vendorId, updateVendorBody.parse({ logo_media_id: logo, cover_media_id: cover, gallery_media_ids: gallery }), ctx);
}

/** The top-level category of the vendor's primary category (its art is drawn per top-level category). */
async function artCategory(db: PrismaClient, vendorId: string): Promise<string> {
  const primary = await db.vendorCategory.findFirst({
    where: { vendorId },
    orderBy: { isPrimary: "desc" },
    include: { category: { include: { parent: true } } },
  });
  return primary?.category.parent?.slug ?? primary?.category.slug ?? "planning";
}

/**
 * Gives every demo vendor (by slug) that has no logo yet a logo, a cover and
 * three gallery images. Rendering runs ahead (a few vendors at a time) while
 * the pipeline works through the vendors one by one. Images of an older
 * `.data`, verified before variants existed, get theirs first.
 */
export async function seedDemoMedia(db: PrismaClient, slugs: Array<{ slug: string; nameEn: string }>): Promise<number> {
  await backfillVariants(mediaStorage());
  const vendors = await db.vendor.findMany({
    where: { slug: { in: slugs.map((s) => s.slug) }, logoMediaId: null },
    select: { id: true, slug: true, members: { where: { role: "vendor_owner" }, select: { userId: true }, orderBy: { createdAt: "asc" }, take: 1 } },
  });
  const todo = vendors.filter((v) => v.members.length > 0);
  if (todo.length === 0) return 0;
  const nameOf = new Map(slugs.map((s) => [s.slug, s.nameEn]));
  const categories = await Promise.all(todo.map((v) => artCategory(db, v.id)));

  const AHEAD = 3;
  const rendered: Array<Promise<VendorArt>> = [];
  const startRender = (i: number) => {
    if (i < todo.length && !rendered[i]) rendered[i] = renderVendorArt({ slug: todo[i].slug, nameEn: nameOf.get(todo[i].slug) ?? todo[i].slug }, categories[i]);
  };
  for (let i = 0; i < AHEAD; i++) startRender(i);
  for (const [i, v] of todo.entries()) {
    startRender(i + AHEAD);
    await attachArt(v.id, v.members[0].userId, await rendered[i]);
  }
  return todo.length;
}
