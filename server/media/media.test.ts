import { mkdtempSync } from "node:fs";
import { access } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import { newId } from "@/server/core/ids";
import { inProcessSink } from "@/server/core/outbox/dispatcher";
import { claimMedia, mediaUrls, type MediaContext } from "@/server/media/attach";
import { registerMediaHandlers } from "@/server/media/handlers";
import { purgeStaleUploads } from "@/server/media/purge";
import { EICAR } from "@/server/media/scanner/signature";
import { localMediaDir } from "@/server/media/storage";
import { call, freshIp, serve } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";

// Files go to a directory of this test file only.
process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), "media-test-"));
resetConfig();
registerMediaHandlers();

type User = { userId: string; token: string };

// ------------------------------------------------------------ helpers

const image = (width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

function presign(user: User, body: Record<string, unknown>) {
  return call("/media", { method: "POST", headers: bearer(user.token), body });
}

/** PUTs bytes to an upload URL the way a client would (the route handler with a real Request). */
async function put(url: string, bytes: Buffer, contentType: string) {
  const u = new URL(url);
  const request = new Request(`http://localhost${u.pathname}${u.search}`, {
    method: "PUT",
    body: new Uint8Array(bytes),
    headers: { "content-type": contentType, "x-forwarded-for": freshIp(), "accept-language": "en" },
  });
  const response = await serve(request);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const confirm = (user: User, id: string) => call(`/media/${id}/confirm`, { method: "POST", headers: bearer(user.token) });
const getMedia = (user: User, id: string) => call(`/media/${id}`, { headers: bearer(user.token) });

/** Fetches a file URL through the route handler; returns status, headers and the raw bytes. */
async function fetchFile(url: string) {
  const u = new URL(url, "http://localhost"); // public files: relative without APP_URL
  const response = await serve(new Request(`http://localhost${u.pathname}${u.search}`, { headers: { "x-forwarded-for": freshIp(), "accept-language": "en" } }));
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Runs the verification that the MediaConfirmed event of this media triggers (only this media's event). */
async function runVerification(mediaId: string) {
  const event = await db.outboxEvent.findFirstOrThrow({ where: { type: "MediaConfirmed", payload: { equals: { mediaId } } } });
  await inProcessSink({ id: event.id, name: "MediaConfirmed", payload: { mediaId } });
}

/** Declare, upload, confirm and verify: the media record as GET /media/{id} returns it afterwards. */
async function uploadThrough(user: User, opts: { context: MediaContext; bytes: Buffer; mime: string; filename: string }) {
  const declared = await presign(user, { filename: opts.filename, mime_type: opts.mime, size: opts.bytes.length, context: opts.context });
  expect(declared.status).toBe(201);
  const id: string = declared.json.data.media.id;
  expect((await put(declared.json.data.upload.url, opts.bytes, opts.mime)).status).toBe(204);
  const confirmed = await confirm(user, id);
  expect(confirmed.status).toBe(202);
  await runVerification(id);
  return (await getMedia(user, id)).json.data;
}

const storedFile = (row: { storageKey: string }) => path.join(localMediaDir(), ...row.storageKey.split("/"));
const fileExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

// ------------------------------------------------------------ declaration

describe("POST /media (pre-signed upload)", () => {
  it("records a pending media and returns a signed PUT URL valid 15 minutes", async () => {
    const t0 = new Date();
    freezeClock(t0);
    const user = await registerUser();
    const res = await presign(user, { filename: "Wedding hall.JPG", mime_type: "image/jpeg", size: 123_456, context: "vendor_gallery" });
    expect(res.status).toBe(201);
    const { media, upload } = res.json.data;
    expect(media).toMatchObject({
      status: "pending",
      context: "vendor_gallery",
      filename: "Wedding hall.JPG",
      mime_type: "image/jpeg",
      size: 123_456,
      url: null,
    });
    expect(media.created_at).toBe(t0.toISOString());
    expect(res.headers.get("location")).toBe(`/api/v1/media/${media.id}`);
    expect(upload).toMatchObject({ method: "PUT", headers: { "Content-Type": "image/jpeg" } });
    expect(upload.url).toMatch(new RegExp(`/api/v1/media/${media.id}/upload\\?expires=\\d+&signature=[\\w-]+$`));
    expect(new Date(upload.expires_at).getTime() - t0.getTime()).toBe(15 * 60_000);
    // No storage internals in the payload; the key never comes from the filename.
    expect(JSON.stringify(res.json)).not.toMatch(/storage|public\/vendor_gallery/);
    const row = await db.media.findUniqueOrThrow({ where: { id: media.id } });
    expect(row).toMatchObject({ ownerUserId: user.userId, status: "pending", visibility: "public", storageKey: `public/vendor_gallery/${media.id}` });
  });

  it("refuses an extension that does not match the mime type, a type the context does not allow, and an oversized declaration", async () => {
    const user = await registerUser();
    const wrongExt = await presign(user, { filename: "photo.png", mime_type: "image/jpeg", size: 1000, context: "avatar" });
    expect(wrongExt.status).toBe(422);
    expect(wrongExt.json.error.code).toBe("MEDIA_TYPE_NOT_ALLOWED");
    const exeAsJpeg = await presign(user, { filename: "setup.exe", mime_type: "image/jpeg", size: 1000, context: "rfq_attachment" });
    expect(exeAsJpeg.json.error.code).toBe("MEDIA_TYPE_NOT_ALLOWED");

    const pdfAvatar = await presign(user, { filename: "cv.pdf", mime_type: "application/pdf", size: 1000, context: "avatar" });
    expect(pdfAvatar.status).toBe(422);
    expect(pdfAvatar.json.error.code).toBe("MEDIA_TYPE_NOT_ALLOWED");
    const gif = await presign(user, { filename: "anim.gif", mime_type: "image/gif", size: 1000, context: "review_photo" });
    expect(gif.json.error.code).toBe("MEDIA_TYPE_NOT_ALLOWED");

    const big = await presign(user, { filename: "me.png", mime_type: "image/png", size: 5 * 1024 * 1024 + 1, context: "avatar" });
    expect(big.status).toBe(422);
    expect(big.json.error.code).toBe("MEDIA_TOO_LARGE");
    const okAtLimit = await presign(user, { filename: "me.png", mime_type: "image/png", size: 5 * 1024 * 1024, context: "avatar" });
    expect(okAtLimit.status).toBe(201);
    const pdfQuote = await presign(user, { filename: "quote.PDF", mime_type: "application/pdf", size: 10 * 1024 * 1024, context: "quote_attachment" });
    expect(pdfQuote.status).toBe(201);

    expect(await db.media.count({ where: { ownerUserId: user.userId } })).toBe(2);
  });

  it("requires a signed-in user and validates the body", async () => {
    const anon = await call("/media", { method: "POST", body: { filename: "a.jpg", mime_type: "image/jpeg", size: 10, context: "avatar" } });
    expect(anon.status).toBe(401);
    const user = await registerUser();
    const bad = await presign(user, { filename: "../../etc/passwd.jpg", mime_type: "image/jpeg", size: 0, context: "poster" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.details).sort()).toEqual(["context", "filename", "size"]);
  });

  it("limits pre-signing to 60 per hour per user: the 61st is 429 with Retry-After", async () => {
    const user = await registerUser();
    const body = { filename: "a.jpg", mime_type: "image/jpeg", size: 10, context: "rfq_attachment" };
    for (let i = 0; i < 60; i++) expect((await presign(user, body)).status).toBe(201);
    const refused = await presign(user, body);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await presign(await registerUser(), body)).status).toBe(201);
  });
});

// ------------------------------------------------------------ upload (local storage)

describe("PUT /media/{id}/upload", () => {
  it("refuses an upload URL after its 15 minutes and a forged signature", async () => {
    const clock = freezeClock();
    const user = await registerUser();
    const bytes = await image(300, 300);
    const declared = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    const url: string = declared.json.data.upload.url;

    const forged = await put(url.replace(/signature=[\w-]+/, "signature=AAAA"), bytes, "image/jpeg");
    expect(forged.status).toBe(403);
    const otherId = url.replace(/media\/[0-9A-Z]{26}\//, `media/${newId()}/`);
    expect((await put(otherId, bytes, "image/jpeg")).status).toBe(403);

    clock.advance(15 * 60_000 + 1000);
    const expired = await put(url, bytes, "image/jpeg");
    expect(expired.status).toBe(403);
    expect(expired.json.error.code).toBe("FORBIDDEN");
    expect(expired.json.error.message).toMatch(/expired/);
    const row = await db.media.findUniqueOrThrow({ where: { id: declared.json.data.media.id } });
    expect(await fileExists(storedFile(row))).toBe(false);
    resetClock();
  });

  it("refuses a body bigger than the declared size and keeps nothing of it", async () => {
    const user = await registerUser();
    const bytes = await image(300, 300);
    const declared = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length - 1, context: "avatar" });
    const res = await put(declared.json.data.upload.url, bytes, "image/jpeg");
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("MEDIA_TOO_LARGE");

    // Without a Content-Length (chunked), the stream is cut at the first byte past the limit.
    const url = new URL(declared.json.data.upload.url);
    const id = url.pathname.split("/")[4];
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes.subarray(0, 1000)));
        controller.enqueue(new Uint8Array(bytes.subarray(1000)));
        controller.close();
      },
    });
    const streamed = await serve(
      new Request(`http://localhost${url.pathname}${url.search}`, {
        method: "PUT",
        body: chunked,
        headers: { "content-type": "image/jpeg" },
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(422);
    expect((await streamed.json()).error.code).toBe("MEDIA_TOO_LARGE");

    const row = await db.media.findUniqueOrThrow({ where: { id } });
    expect(await fileExists(storedFile(row))).toBe(false);
    // Nothing was uploaded, so confirming is refused.
    const confirmed = await confirm(user, id);
    expect(confirmed.status).toBe(422);
    expect(confirmed.json.error.details).toHaveProperty("file");
  });

  it("refuses a Content-Type other than the declared one", async () => {
    const user = await registerUser();
    const bytes = await image(300, 300, "png");
    const declared = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    const res = await put(declared.json.data.upload.url, bytes, "image/png");
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("MEDIA_TYPE_NOT_ALLOWED");
  });
});

// ------------------------------------------------------------ confirm and verification

describe("POST /media/{id}/confirm and verification", () => {
  it("strips EXIF, re-encodes and stores an avatar as a 512x512 crop; the public URL serves it with long cache headers", async () => {
    const user = await registerUser();
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3366aa" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Private Person", Artist: "GPS 29.37N 47.97E" } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const declared = await presign(user, { filename: "me.jpeg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    const id: string = declared.json.data.media.id;
    expect((await put(declared.json.data.upload.url, bytes, "image/jpeg")).status).toBe(204);
    const confirmed = await confirm(user, id);
    expect(confirmed.status).toBe(202);
    expect(confirmed.json.data.media).toMatchObject({ id, status: "processing", url: null });
    // Confirming again changes nothing (no second event).
    expect((await confirm(user, id)).status).toBe(202);
    expect(await db.outboxEvent.count({ where: { type: "MediaConfirmed", payload: { equals: { mediaId: id } } } })).toBe(1);

    await runVerification(id);
    const media = (await getMedia(user, id)).json.data;
    expect(media).toMatchObject({ status: "ready", mime_type: "image/jpeg", width: 512, height: 512, visibility: "public", reject_reason: null });
    expect(media.url).toMatch(new RegExp(`/api/v1/media/${id}/file$`));

    const row = await db.media.findUniqueOrThrow({ where: { id } });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.readyAt).not.toBeNull();

    const file = await fetchFile(media.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    // Files count against their own bucket, not the 60/min API bucket a gallery page would spend at once.
    expect(file.headers.get("x-ratelimit-limit")).toBe("600");
    const meta = await sharp(file.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(file.bytes.includes("Private Person")).toBe(false);
    expect(file.bytes.length).toBe(row.size);
  });

  it("applies the EXIF orientation before storing (a portrait photo stays portrait)", async () => {
    const user = await registerUser();
    // 600x400 pixels tagged "rotate 90°": displayed as 400x600.
    const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#aa3366" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const media = await uploadThrough(user, { context: "review_photo", bytes, mime: "image/jpeg", filename: "cake.jpg" });
    expect(media).toMatchObject({ status: "ready", width: 400, height: 600 });
    const stored = await sharp(storedFile(await db.media.findUniqueOrThrow({ where: { id: media.id } }))).metadata();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([400, 600]);
  });

  it("rejects PNG bytes declared as image/jpeg (type_mismatch) and deletes the object", async () => {
    const user = await registerUser();
    const png = await image(400, 400, "png");
    const media = await uploadThrough(user, { context: "avatar", bytes: png, mime: "image/jpeg", filename: "me.jpg" });
    expect(media).toMatchObject({ status: "rejected", reject_reason: "type_mismatch", url: null });
    const row = await db.media.findUniqueOrThrow({ where: { id: media.id } });
    expect(await fileExists(storedFile(row))).toBe(false);
  });

  it("rejects a PDF named .jpg in an attachment context (type_mismatch)", async () => {
    const user = await registerUser();
    const media = await uploadThrough(user, { context: "rfq_attachment", bytes: PDF, mime: "image/jpeg", filename: "venue.jpg" });
    expect(media).toMatchObject({ status: "rejected", reject_reason: "type_mismatch" });
  });

  it("rejects the EICAR test file and a PDF carrying it (malware)", async () => {
    const user = await registerUser();
    const eicar = await uploadThrough(user, { context: "rfq_attachment", bytes: Buffer.from(EICAR), mime: "application/pdf", filename: "invoice.pdf" });
    expect(eicar).toMatchObject({ status: "rejected", reject_reason: "malware" });
    const pdfWithEicar = Buffer.concat([PDF, Buffer.from(`\n% ${EICAR}\n`)]);
    const inPdf = await uploadThrough(user, { context: "vendor_document", bytes: pdfWithEicar, mime: "application/pdf", filename: "licence.pdf" });
    expect(inPdf).toMatchObject({ status: "rejected", reject_reason: "malware" });
    const row = await db.media.findUniqueOrThrow({ where: { id: inPdf.id } });
    expect(await fileExists(storedFile(row))).toBe(false);
  });

  it("keeps a file processing (event retried) while the malware scanner is unreachable, then verifies it", async () => {
    const user = await registerUser();
    const bytes = await image(300, 300);
    const declared = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    const id: string = declared.json.data.media.id;
    await put(declared.json.data.upload.url, bytes, "image/jpeg");
    await confirm(user, id);
    process.env.CLAMAV_HOST = "127.0.0.1";
    process.env.CLAMAV_PORT = "1"; // nothing listens there
    resetConfig();
    try {
      await expect(runVerification(id)).rejects.toThrow();
    } finally {
      delete process.env.CLAMAV_HOST;
      delete process.env.CLAMAV_PORT;
      resetConfig();
    }
    expect((await getMedia(user, id)).json.data).toMatchObject({ status: "processing", url: null });
    await runVerification(id);
    expect((await getMedia(user, id)).json.data.status).toBe("ready");
  });

  it("accepts a clean PDF as is for a private context", async () => {
    const user = await registerUser();
    const media = await uploadThrough(user, { context: "quote_attachment", bytes: PDF, mime: "application/pdf", filename: "عرض سعر.pdf" });
    expect(media).toMatchObject({ status: "ready", mime_type: "application/pdf", size: PDF.length, width: null, height: null, visibility: "private" });
    const file = await fetchFile(media.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(file.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("عرض سعر.pdf")}`);
  });

  it("rejects an image smaller than the context's minimum (too_small)", async () => {
    const user = await registerUser();
    const small = await uploadThrough(user, { context: "avatar", bytes: await image(199, 400), mime: "image/jpeg", filename: "me.jpg" });
    expect(small).toMatchObject({ status: "rejected", reject_reason: "too_small" });
    const review = await uploadThrough(user, { context: "review_photo", bytes: await image(500, 399, "webp"), mime: "image/webp", filename: "r.webp" });
    expect(review).toMatchObject({ status: "rejected", reject_reason: "too_small" });
    // A large logo is kept within 1024 px, in its own format.
    const logo = await uploadThrough(user, { context: "vendor_logo", bytes: await image(3000, 1500, "png"), mime: "image/png", filename: "logo.png" });
    expect(logo).toMatchObject({ status: "ready", mime_type: "image/png", width: 1024, height: 512 });
  });

  it("answers 404 to another user's confirm and GET", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const bytes = await image(300, 300);
    const declared = await presign(owner, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    const id: string = declared.json.data.media.id;
    await put(declared.json.data.upload.url, bytes, "image/jpeg");
    expect((await confirm(other, id)).status).toBe(404);
    expect((await getMedia(other, id)).status).toBe(404);
    expect((await db.media.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    expect((await getMedia(owner, id)).status).toBe(200);
  });
});

// ------------------------------------------------------------ serving

describe("GET /media/{id}/file", () => {
  it("serves a private file through a signed URL until it expires (5 minutes), never without one", async () => {
    const t0 = new Date();
    const clock = freezeClock(t0);
    const user = await registerUser();
    const media = await uploadThrough(user, { context: "rfq_attachment", bytes: await image(640, 480, "png"), mime: "image/png", filename: "layout.png" });
    expect(media.status).toBe("ready");
    const url = new URL(media.url);
    expect(url.pathname).toBe(`/api/v1/media/${media.id}/file`);
    const validMs = Number(url.searchParams.get("expires")) * 1000 - t0.getTime();
    expect(validMs).toBeGreaterThan(5 * 60_000 - 1000);
    expect(validMs).toBeLessThanOrEqual(5 * 60_000);

    const fresh = await fetchFile(media.url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("cache-control")).toBe("private, no-store");
    expect((await sharp(fresh.bytes).metadata()).format).toBe("png");

    const bare = await fetchFile(`http://localhost/api/v1/media/${media.id}/file`);
    expect(bare.status).toBe(404);
    const tampered = await fetchFile(media.url.replace(/expires=(\d+)/, (_m: string, e: string) => `expires=${Number(e) + 3600}`));
    expect(tampered.status).toBe(403);

    clock.advance(5 * 60_000 + 1000);
    const expired = await fetchFile(media.url);
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.bytes.toString()).error.message).toMatch(/expired/);
    // mediaUrls() hands out a fresh link.
    const again = (await mediaUrls([media.id])).get(media.id)!;
    expect((await fetchFile(again)).status).toBe(200);
  });

  it("does not serve a file that is not ready", async () => {
    const user = await registerUser();
    const bytes = await image(300, 300);
    const declared = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    await put(declared.json.data.upload.url, bytes, "image/jpeg");
    const res = await fetchFile(`http://localhost/api/v1/media/${declared.json.data.media.id}/file`);
    expect(res.status).toBe(404);
  });
});

// ------------------------------------------------------------ retention

describe("purge of unconfirmed uploads", () => {
  it("deletes media still pending 24 hours after creation (row and object), and keeps confirmed ones", async () => {
    // Created a day ago (back-dated clock), so the purge touches no other test's fresh rows.
    const clock = freezeClock(new Date(Date.now() - 24 * 3600_000 - 60_000));
    const user = await registerUser();
    const bytes = await image(300, 300);
    const stale = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    await put(stale.json.data.upload.url, bytes, "image/jpeg");
    const kept = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    await put(kept.json.data.upload.url, bytes, "image/jpeg");
    expect((await confirm(user, kept.json.data.media.id)).status).toBe(202);
    clock.advance(60_000);
    const recent = await presign(user, { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context: "avatar" });
    const staleRow = await db.media.findUniqueOrThrow({ where: { id: stale.json.data.media.id } });
    expect(await fileExists(storedFile(staleRow))).toBe(true);

    clock.set(new Date(staleRow.createdAt.getTime() + 24 * 3600_000 - 1000));
    await purgeStaleUploads();
    expect(await db.media.count({ where: { id: staleRow.id } })).toBe(1); // not yet 24 h

    clock.set(new Date(staleRow.createdAt.getTime() + 24 * 3600_000 + 1000));
    expect(await purgeStaleUploads()).toBeGreaterThanOrEqual(1);
    expect(await db.media.count({ where: { id: staleRow.id } })).toBe(0);
    expect(await fileExists(storedFile(staleRow))).toBe(false);
    expect(await db.media.count({ where: { id: { in: [kept.json.data.media.id, recent.json.data.media.id] } } })).toBe(2);
  });
});

// ------------------------------------------------------------ claimMedia

describe("claimMedia", () => {
  const claim = (input: { mediaId: string; userId: string; context: MediaContext; subjectId: string }) => db.$transaction((tx) => claimMedia(tx, input));
  const claimError = async (input: Parameters<typeof claim>[0]) => {
    const error = await claim(input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    return (error as AppError).details?.media_id;
  };
  const attachment = (user: User, n: number) =>
    image(100 + n, 100, "png").then((bytes) => uploadThrough(user, { context: "rfq_attachment", bytes, mime: "image/png", filename: `plan-${n}.png` }));

  it("attaches a ready file of the caller to a subject, at most 5 per subject", async () => {
    const user = await registerUser();
    const rfqId = newId();
    const files = [];
    for (let i = 0; i < 6; i++) files.push(await attachment(user, i));
    for (const f of files.slice(0, 5))
      expect(await claim({ mediaId: f.id, userId: user.userId, context: "rfq_attachment", subjectId: rfqId })).toEqual({ id: f.id });
    // Claiming again for the same subject is harmless.
    expect(await claim({ mediaId: files[0].id, userId: user.userId, context: "rfq_attachment", subjectId: rfqId })).toEqual({ id: files[0].id });
    expect(await claimError({ mediaId: files[5].id, userId: user.userId, context: "rfq_attachment", subjectId: rfqId })).toEqual([
      "validation.media_limit_reached",
    ]);
    expect(await db.media.count({ where: { subjectId: rfqId } })).toBe(5);
    // The 6th can still go to another RFQ; an attached file cannot move.
    const otherRfq = newId();
    expect(await claim({ mediaId: files[5].id, userId: user.userId, context: "rfq_attachment", subjectId: otherRfq })).toEqual({ id: files[5].id });
    expect(await claimError({ mediaId: files[1].id, userId: user.userId, context: "rfq_attachment", subjectId: otherRfq })).toEqual([
      "validation.media_in_use",
    ]);
    // POST /media refuses early when the subject is full.
    const early = await presign(user, { filename: "x.png", mime_type: "image/png", size: 100, context: "rfq_attachment", subject_id: rfqId });
    expect(early.status).toBe(422);
    expect(early.json.error.details).toHaveProperty("subject_id");
  });

  it("lets only one of two concurrent claims take the last slot", async () => {
    const user = await registerUser();
    const rfqId = newId();
    const files = [];
    for (let i = 0; i < 6; i++) files.push(await attachment(user, i));
    for (const f of files.slice(0, 4)) await claim({ mediaId: f.id, userId: user.userId, context: "rfq_attachment", subjectId: rfqId });
    const results = await Promise.allSettled(
      files.slice(4).map((f) => claim({ mediaId: f.id, userId: user.userId, context: "rfq_attachment", subjectId: rfqId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await db.media.count({ where: { subjectId: rfqId } })).toBe(5);
  });

  it("refuses a file that is not ready, of another context, or not the caller's", async () => {
    const user = await registerUser();
    const other = await registerUser();
    const subjectId = newId();
    const declared = await presign(user, { filename: "a.png", mime_type: "image/png", size: 100, context: "rfq_attachment" });
    expect(await claimError({ mediaId: declared.json.data.media.id, userId: user.userId, context: "rfq_attachment", subjectId })).toEqual([
      "validation.media_not_ready",
    ]);
    const ready = await attachment(user, 1);
    expect(await claimError({ mediaId: ready.id, userId: user.userId, context: "quote_attachment", subjectId })).toEqual(["validation.media_wrong_context"]);
    expect(await claimError({ mediaId: ready.id, userId: other.userId, context: "rfq_attachment", subjectId })).toEqual(["validation.media_not_found"]);
    expect(await claimError({ mediaId: newId(), userId: user.userId, context: "rfq_attachment", subjectId })).toEqual(["validation.media_not_found"]);
    expect((await db.media.findUniqueOrThrow({ where: { id: ready.id } })).subjectId).toBeNull();
  });
});

describe("mediaUrls", () => {
  it("gives URLs of ready media only: stable for public, signed for private", async () => {
    const user = await registerUser();
    const avatar = await uploadThrough(user, { context: "avatar", bytes: await image(256, 256, "webp"), mime: "image/webp", filename: "me.webp" });
    const doc = await uploadThrough(user, { context: "vendor_document", bytes: PDF, mime: "application/pdf", filename: "licence.pdf" });
    const pending = await presign(user, { filename: "a.png", mime_type: "image/png", size: 100, context: "vendor_gallery" });
    const urls = await mediaUrls([avatar.id, doc.id, pending.json.data.media.id, null, undefined, avatar.id]);
    expect([...urls.keys()].sort()).toEqual([avatar.id, doc.id].sort());
    expect(urls.get(avatar.id)).toMatch(new RegExp(`/api/v1/media/${avatar.id}/file$`));
    expect(urls.get(doc.id)).toMatch(new RegExp(`/api/v1/media/${doc.id}/file\\?expires=\\d+&signature=`));
  });
});
