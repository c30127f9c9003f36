import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { inProcessSink } from "@/server/core/outbox/dispatcher";
import { loadViewer } from "@/server/identity/sessions/viewer";
import { registerMediaHandlers } from "@/server/media/handlers";
import { mediaStorage } from "@/server/media/storage";
import { bookingApi, bookedRfq } from "@/server/test/bookings";
import { call, freshIp, serve } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";

// The avatar (spec Resources "User": stored at 512x512, EXIF stripped):
// uploaded through the media flow, set with PUT /me/avatar, shown on the
// profile, in the header (the viewer) and to the vendors of the customer's bookings.

process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), "avatar-test-"));
resetConfig();
registerMediaHandlers();

async function upload(user: TestUser, bytes: Buffer, context = "avatar"): Promise<string> {
  const headers = auth(user.token);
  const declared = await call("/media", { method: "POST", headers, body: { filename: "me.jpg", mime_type: "image/jpeg", size: bytes.length, context } });
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

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "GPS 29.37N 47.97E" } })
    .toBuffer();

async function fileAt(url: string) {
  const res = await serve(new Request(`http://localhost${url}`, { headers: { "x-forwarded-for": freshIp() } }));
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("avatar", () => {
  it("is set from an avatar upload: a 512x512 crop without EXIF, on the profile, in the header and on the vendor's booking; replacing it deletes the old one", async () => {
    const { buyer, vendors, bookingId } = await bookedRfq();
    const first = await upload(buyer, await photo(900, 600));
    const set = await call("/me/avatar", { method: "PUT", headers: auth(buyer.token), body: { media_id: first } });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json.data).toEqual({ avatar_url: `/api/v1/media/${first}/file` });

    const me = await call("/me", { headers: auth(buyer.token) });
    expect(me.json.data.avatar_url).toBe(`/api/v1/media/${first}/file`);
    const file = await fileAt(me.json.data.avatar_url);
    expect(file.status).toBe(200);
    const meta = await sharp(file.bytes).metadata();
    expect(meta).toMatchObject({ width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(file.bytes.includes("GPS 29.37N")).toBe(false);

    expect((await loadViewer(buyer.id, "customer", "en"))?.avatarUrl).toBe(`/api/v1/media/${first}/file`);
    const asVendor = await bookingApi(vendors[0].owner.token).get(bookingId);
    expect(asVendor.json.data.customer).toMatchObject({ avatar_url: `/api/v1/media/${first}/file` });
    expect(await db.auditLog.count({ where: { entityId: buyer.id, action: "user.avatar_changed" } })).toBe(1);

    const firstKey = (await db.media.findUniqueOrThrow({ where: { id: first } })).storageKey;
    const second = await upload(buyer, await photo(400, 400));
    expect((await call("/me/avatar", { method: "PUT", headers: auth(buyer.token), body: { media_id: second } })).json.data.avatar_url).toBe(
      `/api/v1/media/${second}/file`,
    );
    expect(await db.media.count({ where: { id: first } })).toBe(0);
    expect(await mediaStorage().exists(firstKey)).toBe(false);

    const removed = await call("/me/avatar", { method: "DELETE", headers: auth(buyer.token) });
    expect(removed.json.data).toEqual({ avatar_url: null });
    expect((await call("/me", { headers: auth(buyer.token) })).json.data.avatar_url).toBeNull();
  });

  it("refuses another person's upload, an upload for another purpose, and a picture under 200x200", async () => {
    const { buyer, vendors } = await bookedRfq();
    const theirs = await upload(vendors[0].owner, await photo(600, 600));
    const notMine = await call("/me/avatar", { method: "PUT", headers: auth(buyer.token), body: { media_id: theirs } });
    expect(notMine.status).toBe(422);
    expect(notMine.json.error.details.media_id).toBeDefined();
    const review = await upload(buyer, await photo(600, 600), "review_photo");
    expect((await call("/me/avatar", { method: "PUT", headers: auth(buyer.token), body: { media_id: review } })).status).toBe(422);
    const tiny = await upload(buyer, await photo(150, 150));
    expect((await db.media.findUniqueOrThrow({ where: { id: tiny } })).status).toBe("rejected");
    expect((await call("/me/avatar", { method: "PUT", headers: auth(buyer.token), body: { media_id: tiny } })).status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: buyer.id } })).avatarMediaId).toBeNull();
  });
});
