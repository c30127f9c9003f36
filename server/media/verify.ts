import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Media } from "../core/db/generated/client";
import { policyFor, type MediaMime, type MediaPolicy } from "./policy";
import { malwareScanner } from "./scanner";
import { mediaMachine, type RejectReason } from "./state-machine";
import { mediaStorage } from "./storage";
import { variantWidths, writeVariants } from "./variants";

// Asynchronous verification of a confirmed upload (runs from the
// MediaConfirmed event). The bytes decide, never the declaration:
//   size -> malware scan -> magic-byte type (allowed AND equal to the declared
//   mime) -> images: dimensions, auto-orient, resize, re-encode (drops EXIF and
//   other metadata) stored over the upload, plus the WebP variants of a public
//   image (variants.ts); PDFs: %PDF- header.
// Outcome: `ready` with the stored facts, or `rejected` with a reason and the
// object deleted. Errors of the store or the scanner are thrown, so the event
// is retried: a file is never made ready without being checked.

export type VerifyOutcome = { status: "ready" } | { status: "rejected"; reason: RejectReason } | { status: "skipped" };

type Checked = { reject: RejectReason } | { bytes: Buffer; mime: MediaMime; width: number | null; height: number | null };

// Decoding bombs: refuse images above 50 megapixels before decoding them.
const MAX_INPUT_PIXELS = 50_000_000;

async function processImage(bytes: Buffer, mime: MediaMime, policy: MediaPolicy): Promise<Checked> {
  // Loaded on the first image: a native library most processes (and test files) never need at start.
  const { default: sharp } = await import("sharp");
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    ({ width, height } = meta.autoOrient); // as displayed, after the EXIF orientation
  } catch {
    return { reject: "corrupt" };
  }
  if ((policy.minWidth && width < policy.minWidth) || (policy.minHeight && height < policy.minHeight)) return { reject: "too_small" };

  // rotate() applies the EXIF orientation to the pixels; the output keeps no metadata (sharp drops it unless asked).
  let image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  image =
    policy.resize.fit === "cover"
      ? image.resize(policy.resize.width, policy.resize.height, { fit: "cover" })
      : image.resize(policy.resize.max, policy.resize.max, { fit: "inside", withoutEnlargement: true });
  image = mime === "image/jpeg" ? image.jpeg({ quality: 85, mozjpeg: true }) : mime === "image/png" ? image.png() : image.webp({ quality: 85 });
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, mime, width: info.width, height: info.height };
  } catch {
    return { reject: "corrupt" };
  }
}

async function check(row: Media, bytes: Buffer): Promise<Checked> {
  const policy = policyFor(row.context);
  if (bytes.length > Math.min(policy.maxBytes, row.declaredSize)) return { reject: "too_large" };
  if (!(await malwareScanner().scan(bytes)).clean) return { reject: "malware" };
  const detected = (await fileTypeFromBuffer(bytes))?.mime as MediaMime | undefined;
  // A PNG declared as JPEG, a PDF named .jpg, an unknown blob: the declaration was false.
  if (!detected || detected !== row.declaredMime || !policy.mimeTypes.includes(detected)) return { reject: "type_mismatch" };
  if (detected === "application/pdf") {
    if (!bytes.subarray(0, 5).equals(Buffer.from("%PDF-"))) return { reject: "corrupt" };
    return { bytes, mime: detected, width: null, height: null };
  }
  return processImage(bytes, detected, policy);
}

/** Verifies one confirmed upload. Idempotent: only a `processing` row is worked on. */
export async function verifyMedia(mediaId: string): Promise<VerifyOutcome> {
  const row = await db.media.findUnique({ where: { id: mediaId } });
  if (!row) return { status: "skipped" };
  const storage = mediaStorage();
  if (row.status === "rejected") {
    await storage.remove(row.storageKey); // a retry after a failed delete
    return { status: "skipped" };
  }
  if (row.status !== "processing") return { status: "skipped" };

  const bytes = await storage.read(row.storageKey);
  const result: Checked = bytes ? await check(row, bytes) : { reject: "not_uploaded" };

  if ("reject" in result) {
    if (await mediaMachine.tryMove(db, row, "reject", { data: { rejectReason: result.reject } })) await storage.remove(row.storageKey);
    return { status: "rejected", reason: result.reject };
  }

  // The cleaned bytes replace the upload before the row says ready, so a ready URL never serves the original.
  if (result.bytes !== bytes) await storage.write(row.storageKey, result.bytes, result.mime);
  // Before the row says ready too, so a srcset built from a ready row never names a missing variant.
  await writeVariants(storage, row.storageKey, result.bytes, variantWidths({ ...row, width: result.width, mimeType: result.mime }));
  const moved = await mediaMachine.tryMove(db, row, "accept", {
    data: {
      readyAt: now(),
      mimeType: result.mime,
      size: result.bytes.length,
      width: result.width,
      height: result.height,
      sha256: createHash("sha256").update(result.bytes).digest("hex"),
    },
  });
  return moved ? { status: "ready" } : { status: "skipped" };
}
