// Where media bytes live. The key (never the user's filename) names the object:
// `<public|private>/<context>/<media id>`, and a public image's smaller copies
// `<key>.w<width>.webp` (server/media/variants.ts).

export type UploadTarget = { url: string; headers: Record<string, string> };

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number | null };

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** A pre-signed PUT straight to the store, or null when the app receives the upload itself (local). */
  presignUpload(key: string, opts: { contentType: string; size: number; expiresInSec: number }): Promise<UploadTarget | null>;
  /** The whole object, or null when nothing was uploaded. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Replaces the object (verification stores the re-encoded image over the upload). */
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object as a stream for serving, or null when missing. */
  open(key: string): Promise<StoredObject | null>;
  /** Deletes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** A direct, time-limited download URL (S3 pre-signed GET), or null when the app serves the bytes. */
  presignDownload(key: string, opts: { expiresInSec: number; contentType: string; filename: string }): Promise<string | null>;
  /** The stable public URL of a public object on a CDN/bucket, or null when the app serves it. */
  publicUrl(key: string): string | null;
}

/** Object keys are built by the app only; anything else is refused before touching a path or bucket. */
export const KEY_PATTERN = /^(?:public\/[a-z_]+\/[0-9A-HJKMNP-TV-Z]{26}(?:\.w\d{3,4}\.webp)?|private\/[a-z_]+\/[0-9A-HJKMNP-TV-Z]{26})$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid media storage key ${JSON.stringify(key)}`);
}
