import { tmpdir } from "node:os";
import path from "node:path";
import { config } from "../../core/config";
import { LocalStorage } from "./local";
import { S3Storage } from "./s3";
import type { MediaStorage } from "./types";

export type { MediaStorage } from "./types";

let cached: { signature: string; storage: MediaStorage } | undefined;

/** `MEDIA_DIR`, else `<DATA_DIR>/media`; the OS temp dir when the database lives in memory (tests). */
export function localMediaDir(): string {
  const c = config();
  if (c.MEDIA_DIR) return path.resolve(c.MEDIA_DIR);
  return c.DATA_DIR.startsWith("memory://") ? path.join(tmpdir(), "event-marketplace-media") : path.resolve(c.DATA_DIR, "media");
}

function build(): MediaStorage {
  const c = config();
  if (c.MEDIA_STORAGE === "local") return new LocalStorage(localMediaDir());
  const missing = (["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !c[k]);
  if (missing.length) throw new Error(`MEDIA_STORAGE=s3 needs ${missing.join(", ")}`);
  return new S3Storage({
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION!,
    endpoint: c.S3_ENDPOINT,
    accessKeyId: c.S3_ACCESS_KEY_ID!,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
    publicBaseUrl: c.S3_PUBLIC_BASE_URL,
  });
}

/** The configured store (rebuilt when the configuration changes, e.g. in tests). */
export function mediaStorage(): MediaStorage {
  const c = config();
  const signature = [c.MEDIA_STORAGE, c.MEDIA_DIR, c.DATA_DIR, c.S3_BUCKET, c.S3_REGION, c.S3_ENDPOINT, c.S3_ACCESS_KEY_ID, c.S3_PUBLIC_BASE_URL].join("|");
  if (cached?.signature !== signature) cached = { signature, storage: build() };
  return cached.storage;
}
