import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { approvedVendor, readyMedia, vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";

const profile = (id: string) => call(`/vendors/${id}`, { headers: { "accept-language": "en" } });

describe("GET /vendors/{id}: images", () => {
  it("gives the logo, cover and gallery URLs of ready public media the owner attached", async () => {
    const { owner, vendorId } = await approvedVendor();
    const [logo, cover, g1, g2] = [
      await readyMedia(owner.id, "vendor_logo"),
      await readyMedia(owner.id, "vendor_cover"),
      await readyMedia(owner.id, "vendor_gallery"),
      await readyMedia(owner.id, "vendor_gallery"),
    ];
    const patch = await call("/vendors/me", {
      method: "PATCH",
      headers: auth(owner.token),
      body: { logo_media_id: logo, cover_media_id: cover, gallery_media_ids: [g2, g1] },
    });
    expect(patch.status, JSON.stringify(patch.json)).toBe(200);
    const res = await profile(vendorId);
    expect(res.status).toBe(200);
    expect(res.json.data.logo).toContain(logo);
    expect(res.json.data.cover).toContain(cover);
    expect(res.json.data.gallery).toEqual([
      { id: g2, url: expect.stringContaining(g2), srcset: null },
      { id: g1, url: expect.stringContaining(g1), srcset: null },
    ]);
  });

  it("has no images for a vendor without them, and never shows media that are not ready or private", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const bare = await profile(vendor.id);
    expect(bare.json.data).toMatchObject({ logo: null, cover: null, gallery: [] });

    // A logo still being verified is not shown; a private document of the vendor never is.
    const processing = await readyMedia(owner.id, "vendor_logo");
    await db.media.update({ where: { id: processing }, data: { status: "processing", readyAt: null } });
    await db.vendor.update({ where: { id: vendor.id }, data: { logoMediaId: processing } });
    const document = await readyMedia(owner.id, "vendor_document");
    await db.media.update({ where: { id: document }, data: { subjectId: vendor.id } });
    const res = await profile(vendor.id);
    expect(res.json.data.logo).toBeNull();
    expect(res.json.data.gallery).toEqual([]);
    expect(JSON.stringify(res.json)).not.toContain(document);
  });
});
