import { describe, expect, it } from "vitest";
import { resetConfig } from "@/server/core/config";
import { newId } from "@/server/core/ids";
import { mediaStorage } from "@/server/media/storage";
import { S3Storage } from "@/server/media/storage/s3";
import { call, serve } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";

// The S3 adapter's requests, checked without a server: pre-signing is local
// computation over the command, the credentials and the clock.

const settings = {
  bucket: "kw-events-media",
  region: "me-south-1",
  accessKeyId: "AKIAEXAMPLEKEY000001",
  secretAccessKey: "example-secret-key-for-tests-only-0000000",
};

describe("S3Storage", () => {
  const key = `private/rfq_attachment/${newId()}`;

  it("pre-signs a PUT for the bucket and key, 15 minutes, with type and length signed", async () => {
    const s3 = new S3Storage(settings);
    const target = await s3.presignUpload(key, { contentType: "application/pdf", size: 4242, expiresInSec: 900 });
    const url = new URL(target.url);
    expect(url.host).toBe("kw-events-media.s3.me-south-1.amazonaws.com"); // virtual-hosted style on AWS
    expect(url.pathname).toBe(`/${key}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(/^AKIAEXAMPLEKEY000001\/\d{8}\/me-south-1\/s3\/aws4_request$/);
    expect(url.searchParams.get("X-Amz-SignedHeaders")!.split(";")).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(target.headers).toEqual({ "Content-Type": "application/pdf" });
  });

  it("uses path-style URLs on a custom endpoint (MinIO)", async () => {
    const s3 = new S3Storage({ ...settings, endpoint: "http://minio.internal:9000" });
    const url = new URL((await s3.presignUpload(key, { contentType: "image/png", size: 10, expiresInSec: 900 })).url);
    expect(url.origin).toBe("http://minio.internal:9000");
    expect(url.pathname).toBe(`/kw-events-media/${key}`);
  });

  it("pre-signs a GET of at most 5 minutes naming the file for the browser", async () => {
    const s3 = new S3Storage(settings);
    const url = new URL(await s3.presignDownload(key, { expiresInSec: 300, contentType: "application/pdf", filename: "عرض.pdf" }));
    expect(url.pathname).toBe(`/${key}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("response-content-type")).toBe("application/pdf");
    expect(url.searchParams.get("response-content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("عرض.pdf")}`);
  });

  it("gives a CDN URL for public objects only, and refuses keys it did not build", async () => {
    const s3 = new S3Storage({ ...settings, publicBaseUrl: "https://cdn.example.com/media/" });
    const publicKey = `public/avatar/${newId()}`;
    expect(s3.publicUrl(publicKey)).toBe(`https://cdn.example.com/media/${publicKey}`);
    // An image's WebP variants (server/media/variants.ts) sit beside it under the same prefix.
    expect(s3.publicUrl(`${publicKey}.w800.webp`)).toBe(`https://cdn.example.com/media/${publicKey}.w800.webp`);
    expect(s3.publicUrl(key)).toBeNull();
    expect(() => s3.publicUrl(`${key}.w800.webp`)).toThrow(/invalid media storage key/);
    expect(() => s3.publicUrl("public/avatar/../../secrets")).toThrow(/invalid media storage key/);
    await expect(s3.presignUpload("uploads/evil.jpg", { contentType: "image/jpeg", size: 1, expiresInSec: 60 })).rejects.toThrow(/invalid media storage key/);
  });
});

describe("POST /media with MEDIA_STORAGE=s3", () => {
  it("returns a pre-signed bucket URL, and the app's own upload endpoint is not offered", async () => {
    Object.assign(process.env, {
      MEDIA_STORAGE: "s3",
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: "http://minio.internal:9000",
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    });
    resetConfig();
    try {
      expect(mediaStorage().kind).toBe("s3");
      const user = await registerUser();
      const res = await call("/media", {
        method: "POST",
        headers: bearer(user.token),
        body: { filename: "plan.pdf", mime_type: "application/pdf", size: 2048, context: "rfq_attachment" },
      });
      expect(res.status).toBe(201);
      const url = new URL(res.json.data.upload.url);
      const id = res.json.data.media.id;
      expect(url.origin + url.pathname).toBe(`http://minio.internal:9000/${settings.bucket}/private/rfq_attachment/${id}`);
      expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
      expect(res.json.data.upload.headers).toEqual({ "Content-Type": "application/pdf" });

      const put = await serve(new Request(`http://localhost/api/v1/media/${id}/upload?expires=9999999999&signature=x`, { method: "PUT", body: "x" }));
      expect(put.status).toBe(404);
    } finally {
      for (const k of ["MEDIA_STORAGE", "S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[k];
      resetConfig();
    }
  });
});
