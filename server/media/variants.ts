import { db } from "../core/db/client";
import type { Media } from "../core/db/generated/client";
import { MEDIA_POLICIES, type MediaContext } from "./policy";
import type { MediaStorage } from "./storage";

// Smaller copies of a public image for `srcset`: WebP at fixed widths, made
// once when the image is verified, stored beside the original (same store,
// key `<original key>.w<width>.webp`) and deleted with it. Which widths an
// image has follows from its stored width (every listed width below it), so
// no column records them. WebP only: an AVIF encode of a 2048 px image took
// 1.5-8 s on the 2-core machine (docs/media.md "Variants"), WebP ~0.2 s.

export const VARIANT_WIDTHS = [400, 800, 1200] as const;
export const VARIANT_MIME = "image/webp";
const VARIANT_QUALITY = 80;
// Half the CPU of the default effort (4) for files about 1% larger (measured on 400-1200 px photos).
const VARIANT_EFFORT = 2;

type ImageFacts = Pick<Media, "context" | "visibility" | "width" | "mimeType">;

const isPublicImage = (context: string) => MEDIA_POLICIES[context as MediaContext]?.visibility === "public";

/** The variant widths of an image: those below its stored width (never enlarged); none for private files or PDFs. */
export function variantWidths(row: ImageFacts): number[] {
  if (row.visibility !== "public" || !isPublicImage(row.context) || !row.width || row.mimeType === "application/pdf") return [];
  return VARIANT_WIDTHS.filter((w) => w < row.width!);
}

export const variantKey = (key: string, width: number) => `${key}.w${width}.webp`;

/** Encodes and stores the variants of a verified image (overwriting any from an earlier attempt). */
export async function writeVariants(storage: MediaStorage, key: string, bytes: Buffer, widths: number[]): Promise<void> {
  if (widths.length === 0) return;
  const { default: sharp } = await import("sharp");
  const source = sharp(bytes);
  // One decode, one resize per width; the encodes overlap the writes.
  await Promise.all(
    widths.map(async (width) => {
      const data = await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT }).toBuffer();
      await storage.write(variantKey(key, width), data, VARIANT_MIME);
    }),
  );
}

/** Deletes an object and every variant it may have (a missing one is not an error). */
export async function removeWithVariants(storage: MediaStorage, key: string): Promise<void> {
  await storage.remove(key);
  await Promise.all(VARIANT_WIDTHS.map((w) => storage.remove(variantKey(key, w))));
}

/**
 * Makes the variants of ready public images verified before variants existed
 * (an older data directory): those whose smallest variant is missing. Returns how many images it completed.
 */
export async function backfillVariants(storage: MediaStorage): Promise<number> {
  const rows = await db.media.findMany({
    where: { status: "ready", visibility: "public", width: { gt: VARIANT_WIDTHS[0] } },
    select: { id: true, storageKey: true, context: true, visibility: true, width: true, mimeType: true },
  });
  let made = 0;
  for (const row of rows) {
    const widths = variantWidths(row);
    if (widths.length === 0 || (await storage.exists(variantKey(row.storageKey, widths[0])))) continue;
    const bytes = await storage.read(row.storageKey);
    if (!bytes) continue;
    await writeVariants(storage, row.storageKey, bytes, widths);
    made++;
  }
  return made;
}
