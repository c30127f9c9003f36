import type { S3Client } from "@aws-sdk/client-s3";
import { assertKey, type MediaStorage, type StoredObject, type UploadTarget } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  /** MinIO and other S3-compatible servers: path-style addressing on this endpoint. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** CDN or public bucket URL serving the `public/` prefix; without it the app serves public files. */
  publicBaseUrl?: string;
};

// The AWS SDK is loaded on the first call: most processes (the embedded default, every test file) keep media on
// disk and would otherwise pay its load time at start.
let sdkLoad: Promise<[typeof import("@aws-sdk/client-s3"), typeof import("@aws-sdk/s3-request-presigner")]> | undefined;
const sdk = () => (sdkLoad ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]));

const isMissing = (e: unknown) =>
  e instanceof Error &&
  (e.name === "NoSuchKey" || e.name === "NotFound" || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * An S3-compatible bucket. Clients upload and (private files) download
 * directly with pre-signed URLs; the app reads objects only to verify them.
 */
export class S3Storage implements MediaStorage {
  readonly kind = "s3" as const;
  private clientLoad?: Promise<S3Client>;

  constructor(readonly settings: S3Settings) {}

  private client(): Promise<S3Client> {
    const { region, endpoint, accessKeyId, secretAccessKey } = this.settings;
    return (this.clientLoad ??= sdk().then(
      ([{ S3Client }]) => new S3Client({ region, endpoint, forcePathStyle: !!endpoint, credentials: { accessKeyId, secretAccessKey } }),
    ));
  }

  async presignUpload(key: string, opts: { contentType: string; size: number; expiresInSec: number }): Promise<UploadTarget> {
    assertKey(key);
    const [{ PutObjectCommand }, { getSignedUrl }] = await sdk();
    const command = new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, ContentType: opts.contentType, ContentLength: opts.size });
    // Type and length are signed: S3 refuses a body of another type or size than the one declared.
    const url = await getSignedUrl(await this.client(), command, {
      expiresIn: opts.expiresInSec,
      signableHeaders: new Set(["content-type", "content-length"]),
    });
    return { url, headers: { "Content-Type": opts.contentType } };
  }

  async read(key: string): Promise<Buffer | null> {
    assertKey(key);
    const [{ GetObjectCommand }] = await sdk();
    try {
      const out = await (await this.client()).send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    const [{ HeadObjectCommand }] = await sdk();
    try {
      await (await this.client()).send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    const [{ PutObjectCommand }] = await sdk();
    await (await this.client()).send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async open(key: string): Promise<StoredObject | null> {
    assertKey(key);
    const [{ GetObjectCommand }] = await sdk();
    try {
      const out = await (await this.client()).send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: out.ContentLength ?? null };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    assertKey(key);
    const [{ DeleteObjectCommand }] = await sdk();
    await (await this.client()).send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async presignDownload(key: string, opts: { expiresInSec: number; contentType: string; filename: string }): Promise<string> {
    assertKey(key);
    const [{ GetObjectCommand }, { getSignedUrl }] = await sdk();
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentType: opts.contentType,
      ResponseContentDisposition: contentDisposition("inline", opts.filename),
    });
    return getSignedUrl(await this.client(), command, { expiresIn: opts.expiresInSec });
  }

  publicUrl(key: string): string | null {
    assertKey(key);
    if (!this.settings.publicBaseUrl || !key.startsWith("public/")) return null;
    return `${this.settings.publicBaseUrl.replace(/\/+$/, "")}/${key}`;
  }
}

/** `inline; filename="..."; filename*=UTF-8''...` with the user's filename made header-safe. */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
