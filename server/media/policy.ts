// The upload policy of every media context, in one table. Presign checks the
// declaration against it; verification checks the bytes against it again.

export const MEDIA_CONTEXTS = [
  "avatar",
  "vendor_logo",
  "vendor_cover",
  "vendor_gallery",
  "vendor_document",
  "service_image",
  "rfq_attachment",
  "quote_attachment",
  "review_photo",
  "message_attachment",
] as const;

export type MediaContext = (typeof MEDIA_CONTEXTS)[number];

export type MediaMime = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";

/** Extensions a declared filename may end with, per mime type. */
export const EXTENSIONS: Record<MediaMime, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "application/pdf": ["pdf"],
};

export type MediaPolicy = {
  /** public: stable URL anyone may load; private: short-lived signed URLs only. */
  visibility: "public" | "private";
  mimeTypes: readonly MediaMime[];
  maxBytes: number;
  /** Smallest accepted image (after EXIF orientation). */
  minWidth?: number;
  minHeight?: number;
  /** How the re-encoded image is stored: an exact cover crop, or fit inside a box (never enlarged). */
  resize: { fit: "cover"; width: number; height: number } | { fit: "inside"; max: number };
  /** How many ready files one subject (RFQ, quote, message, ...) may hold in this context; null: no limit here. */
  maxPerSubject: number | null;
};

const MB = 1024 * 1024;
const IMAGES = ["image/jpeg", "image/png", "image/webp"] as const;
const IMAGES_AND_PDF = [...IMAGES, "application/pdf"] as const;
// Private images are kept at their resolution (a scanned licence must stay legible), only bounded.
const PRIVATE_MAX_PX = 4096;

export const MEDIA_POLICIES: Record<MediaContext, MediaPolicy> = {
  avatar: {
    visibility: "public",
    mimeTypes: IMAGES,
    maxBytes: 5 * MB,
    minWidth: 200,
    minHeight: 200,
    resize: { fit: "cover", width: 512, height: 512 },
    maxPerSubject: null,
  },
  vendor_logo: {
    visibility: "public",
    mimeTypes: IMAGES,
    maxBytes: 5 * MB,
    minWidth: 200,
    minHeight: 200,
    resize: { fit: "inside", max: 1024 },
    maxPerSubject: null,
  },
  // A cover is a wide banner: below 1200x400 it looks blurred on a desktop profile header.
  vendor_cover: {
    visibility: "public",
    mimeTypes: IMAGES,
    maxBytes: 10 * MB,
    minWidth: 1200,
    minHeight: 400,
    resize: { fit: "inside", max: 2048 },
    maxPerSubject: null,
  },
  vendor_gallery: {
    visibility: "public",
    mimeTypes: IMAGES,
    maxBytes: 10 * MB,
    minWidth: 800,
    minHeight: 600,
    resize: { fit: "inside", max: 2048 },
    maxPerSubject: null,
  },
  service_image: {
    visibility: "public",
    mimeTypes: IMAGES,
    maxBytes: 10 * MB,
    minWidth: 800,
    minHeight: 600,
    resize: { fit: "inside", max: 2048 },
    maxPerSubject: null,
  },
  vendor_document: { visibility: "private", mimeTypes: IMAGES_AND_PDF, maxBytes: 10 * MB, resize: { fit: "inside", max: PRIVATE_MAX_PX }, maxPerSubject: null },
  rfq_attachment: { visibility: "private", mimeTypes: IMAGES_AND_PDF, maxBytes: 10 * MB, resize: { fit: "inside", max: PRIVATE_MAX_PX }, maxPerSubject: 5 },
  quote_attachment: { visibility: "private", mimeTypes: IMAGES_AND_PDF, maxBytes: 10 * MB, resize: { fit: "inside", max: PRIVATE_MAX_PX }, maxPerSubject: 5 },
  message_attachment: { visibility: "private", mimeTypes: IMAGES_AND_PDF, maxBytes: 10 * MB, resize: { fit: "inside", max: PRIVATE_MAX_PX }, maxPerSubject: 5 },
  review_photo: {
    visibility: "public",
    mimeTypes: IMAGES,
    maxBytes: 10 * MB,
    minWidth: 400,
    minHeight: 400,
    resize: { fit: "inside", max: 2048 },
    maxPerSubject: null,
  },
};

export function policyFor(context: string): MediaPolicy {
  const policy = MEDIA_POLICIES[context as MediaContext];
  if (!policy) throw new Error(`unknown media context ${context}`);
  return policy;
}

/** The lower-case extension of a filename ("" when it has none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot <= 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

export type DeclarationProblem = "type_not_allowed" | "extension_mismatch" | "too_large";

/** Why a declaration breaks the context's policy, or null when it is acceptable. */
export function checkDeclaration(context: MediaContext, d: { filename: string; mimeType: string; size: number }): DeclarationProblem | null {
  const policy = MEDIA_POLICIES[context];
  const mime = d.mimeType.toLowerCase() as MediaMime;
  if (!policy.mimeTypes.includes(mime)) return "type_not_allowed";
  if (!EXTENSIONS[mime].includes(extensionOf(d.filename))) return "extension_mismatch";
  if (d.size > policy.maxBytes) return "too_large";
  return null;
}
