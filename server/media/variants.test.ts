import { mkdtempSync } from "node:fs";
import { access, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { inProcessSink } from "@/server/core/outbox/dispatcher";
import { mediaImages, type MediaContext } from "@/server/media/attach";
import { registerMediaHandlers } from "@/server/media/handlers";
import { vendorCards } from "@/server/search/home/cards";
import { localMediaDir } from "@/server/media/storage";
import { approvedVendor } from "@/server/test/fixtures";
import { call, freshIp, serve } from "@/server/test/http";
import { auth, registerUser } from "@/server/test/identity";

// Public images get WebP copies at 400/800/1200 px below their own width
// (server/media/variants.ts), listed in the `srcset` the API gives beside the URL.

process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), "media-variants-test-"));
resetConfig();
registerMediaHandlers();

type User = { token: string };

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** Declare, PUT, confirm and run the verification the MediaConfirmed event triggers: the media id. */
async function upload(user: User, context: MediaContext, bytes: Buffer, filename = "photo.jpg"): Promise<string> {
  const headers = auth(user.token);
  const declared = await call("/media", { method: "POST", headers, body: { filename, mime_type: "image/jpeg", size: bytes.length, context } });
  expect(declared.status, JSON.stringify(declared.json)).toBe(201);
  const id: string = declared.json.data.media.id;
  const u = new URL(declared.json.data.upload.url);
  const put = await serve(
    new Request(`http://localhost${u.pathname}${u.search}`, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/jpeg", "x-forwarded-for": freshIp() },
    }),
  );
  expect(put.status).toBe(204);
  expect((await call(`/media/${id}/confirm`, { method: "POST", headers })).status).toBe(202);
  const event = await db.outboxEvent.findFirstOrThrow({ where: { type: "MediaConfirmed", payload: { equals: { mediaId: id } } } });
  await inProcessSink({ id: event.id, name: "MediaConfirmed", payload: { mediaId: id } });
  return id;
}

async function fetchFile(url: string) {
  const u = new URL(url, "http://localhost");
  const response = await serve(new Request(`http://localhost${u.pathname}${u.search}`, { headers: { "x-forwarded-for": freshIp() } }));
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** "<url> 400w, <url> 800w" -> [{url, width}] */
const parseSrcset = (srcset: string) =>
  srcset.split(", ").map((entry) => {
    const [url, descriptor] = entry.split(" ");
    return { url, width: Number(descriptor.replace(/w$/, "")) };
  });

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const variantFiles = (key: string) => [400, 800, 1200].map((w) => path.join(localMediaDir(), ...`${key}.w${w}.webp`.split("/")));

describe("image variants", () => {
  it("gives a 2000 px cover WebP variants at 400, 800 and 1200 px, served immutably and listed in the profile's srcset", async () => {
    const { owner, vendorId } = await approvedVendor();
    const cover = await upload(owner, "vendor_cover", await photo(2000, 800));
    const patch = await call("/vendors/me", { method: "PATCH", headers: auth(owner.token), body: { cover_media_id: cover } });
    expect(patch.status, JSON.stringify(patch.json)).toBe(200);

    const profile = (await call(`/vendors/${vendorId}`, { headers: { "accept-language": "en" } })).json.data;
    expect(profile.cover).toMatch(new RegExp(`/api/v1/media/${cover}/file$`)); // unchanged for released apps
    const entries = parseSrcset(profile.cover_srcset);
    expect(entries.map((e) => e.width)).toEqual([400, 800, 1200, 2000]);
    expect(entries.at(-1)!.url).toBe(profile.cover);

    for (const { url, width } of entries.slice(0, -1)) {
      expect(url).toBe(`/api/v1/media/${cover}/file?w=${width}`);
      const file = await fetchFile(url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await sharp(file.bytes).metadata()).toMatchObject({ format: "webp", width, height: Math.round((width * 800) / 2000) });
    }
    const original = await fetchFile(profile.cover);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: "jpeg", width: 2000 });
    // The vendor's card in search results and category pages offers the same set.
    const [card] = await vendorCards([vendorId], "en");
    expect(card).toMatchObject({ cover_image: profile.cover, cover_image_srcset: profile.cover_srcset });
  });

  it("makes none as wide as the image or wider: a 900 px gallery photo has 400 and 800 only", async () => {
    const user = await registerUser();
    const id = await upload(user, "vendor_gallery", await photo(900, 675));
    const image = (await mediaImages([id])).get(id)!;
    expect(parseSrcset(image.srcset!).map((e) => e.width)).toEqual([400, 800, 900]);
    expect((await fetchFile(`/api/v1/media/${id}/file?w=1200`)).status).toBe(404);
    expect((await fetchFile(`/api/v1/media/${id}/file?w=900`)).status).toBe(404);
  });

  it("answers a width whose variant was never made (an image from before variants) with the original, cached briefly", async () => {
    const user = await registerUser();
    const id = await upload(user, "vendor_cover", await photo(1600, 600));
    const key = (await db.media.findUniqueOrThrow({ where: { id } })).storageKey;
    await rm(variantFiles(key)[1]); // the 800 px one
    const file = await fetchFile(`/api/v1/media/${id}/file?w=800`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    expect(file.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1600 });
  });

  it("answers 404 for a width that is not one of the image's, and for a private file", async () => {
    const user = await registerUser();
    const id = await upload(user, "vendor_cover", await photo(1600, 600));
    expect((await fetchFile(`/api/v1/media/${id}/file?w=800`)).status).toBe(200);
    expect((await fetchFile(`/api/v1/media/${id}/file?w=500`)).status).toBe(404);
    expect((await fetchFile(`/api/v1/media/${id}/file?w=abc`)).status).toBe(422);

    const attachment = await upload(user, "rfq_attachment", await photo(1600, 1200));
    expect((await mediaImages([attachment])).get(attachment)!.srcset).toBeNull();
    const row = await db.media.findUniqueOrThrow({ where: { id: attachment } });
    expect(await Promise.all(variantFiles(row.storageKey).map(exists))).toEqual([false, false, false]);
    expect((await fetchFile(`/api/v1/media/${attachment}/file?w=800`)).status).toBe(404);
  });

  it("deletes the variants with the original: a replaced avatar, an anonymized account's files", async () => {
    const user = await registerUser();
    const first = await upload(user, "avatar", await photo(600, 600));
    const firstKey = (await db.media.findUniqueOrThrow({ where: { id: first } })).storageKey;
    expect(await exists(variantFiles(firstKey)[0])).toBe(true); // 512 px avatar: a 400 px variant
    expect((await call("/me/avatar", { method: "PUT", headers: auth(user.token), body: { media_id: first } })).status).toBe(200);
    const second = await upload(user, "avatar", await photo(600, 600));
    expect((await call("/me/avatar", { method: "PUT", headers: auth(user.token), body: { media_id: second } })).status).toBe(200);
    expect(await exists(variantFiles(firstKey)[0])).toBe(false);
    expect((await fetchFile(`/api/v1/media/${first}/file?w=400`)).status).toBe(404);

    const cover = await upload(user, "vendor_cover", await photo(2000, 800));
    const coverKey = (await db.media.findUniqueOrThrow({ where: { id: cover } })).storageKey;
    expect(await Promise.all(variantFiles(coverKey).map(exists))).toEqual([true, true, true]);
    await inProcessSink({ id: "anonymized-test", name: "AccountAnonymized", payload: { userId: "u", mediaStorageKeys: [coverKey] } });
    expect(await Promise.all(variantFiles(coverKey).map(exists))).toEqual([false, false, false]);
    expect(await exists(path.join(localMediaDir(), ...coverKey.split("/")))).toBe(false);
  });
});
