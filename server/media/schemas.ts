import { z } from "zod";
import { MEDIA_CONTEXTS } from "./policy";

// Request and response shapes of the media endpoints (parsing + OpenAPI).

export const presignBody = z.strictObject({
  filename: z
    .string()
    .trim()
    .min(1)
    .max(255)
    // A name, not a path: the storage key never comes from it, but it is echoed in headers and views.
    .regex(/^[^/\\\u0000-\u001f\u007f]+$/, { message: "validation.format" })
    .meta({ description: "Original file name; its extension must match `mime_type`" }),
  mime_type: z.string().trim().toLowerCase().max(100).meta({ description: "image/jpeg, image/png, image/webp or application/pdf, as the context allows" }),
  size: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .meta({ description: "Bytes the upload will have" }),
  context: z.enum(MEDIA_CONTEXTS),
  subject_id: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "The RFQ, quote, message, ... the file is meant for: an early check that it still has a free attachment slot" }),
});
export type PresignInput = z.output<typeof presignBody>;

export const mediaIdParams = z.object({ id: z.string().max(26) });

/** `expires` (seconds since the epoch) and `signature` of a URL the app signed. */
export const signedLinkQuery = z.strictObject({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, { message: "validation.format" })
    .transform(Number),
  signature: z.string().max(100),
});
export const fileQuery = signedLinkQuery.partial().extend({
  w: z
    .string()
    .regex(/^\d{1,4}$/, { message: "validation.format" })
    .transform(Number)
    .optional()
    .meta({ description: "A public image's WebP variant of this width (one of its `srcset` widths); 404 for a width it does not have" }),
});

/** The `srcset` the API gives beside a public image's URL (server/media/variants.ts); `what` names the image. */
export const srcsetSchema = (what: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `${what} at several widths for an img srcset (\`<url> 400w, <url> 800w, ...\`, the last the original); null without one.` });

export const mediaSchema = z
  .object({
    id: z.string().meta({ description: "ULID" }),
    status: z.enum(["pending", "processing", "ready", "rejected"]),
    context: z.enum(MEDIA_CONTEXTS),
    visibility: z.enum(["public", "private"]),
    filename: z.string(),
    mime_type: z.string().meta({ description: "Declared until verified, then the type detected from the bytes" }),
    size: z.number().int().meta({ description: "Declared until verified, then the stored size" }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    url: z.string().nullable().meta({ description: "When ready: stable URL (public contexts) or a signed URL valid 5 minutes (private)" }),
    reject_reason: z.string().nullable().meta({ description: "not_uploaded, too_large, type_mismatch, malware, too_small or corrupt" }),
    created_at: z.string(),
    ready_at: z.string().nullable(),
  })
  .meta({ id: "Media" });

export const uploadSchema = z.object({
  url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()).meta({ description: "Headers the PUT must carry" }),
  expires_at: z.string(),
});

export const presignResultSchema = z.object({ media: mediaSchema, upload: uploadSchema }).meta({ id: "MediaUpload" });
export const confirmResultSchema = z.object({ media: mediaSchema });
