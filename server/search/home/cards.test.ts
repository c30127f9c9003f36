import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { readyMedia, vendorWithOwner } from "@/server/test/fixtures";
import { vendorCards } from "./cards";

describe("vendor cards: images", () => {
  it("carry the logo and cover URLs of vendors that have them, null for the others", async () => {
    const withImages = await vendorWithOwner();
    const logo = await readyMedia(withImages.owner.id, "vendor_logo");
    const cover = await readyMedia(withImages.owner.id, "vendor_cover");
    await db.vendor.update({ where: { id: withImages.vendor.id }, data: { logoMediaId: logo, coverMediaId: cover } });
    const without = await vendorWithOwner();
    const notReady = await vendorWithOwner();
    const pending = await readyMedia(notReady.owner.id, "vendor_logo");
    await db.media.update({ where: { id: pending }, data: { status: "processing", readyAt: null } });
    await db.vendor.update({ where: { id: notReady.vendor.id }, data: { logoMediaId: pending } });

    const cards = await vendorCards([withImages.vendor.id, without.vendor.id, notReady.vendor.id], "en", new Set());
    expect(cards.map((c) => [c.id, c.logo_url?.includes(logo) ?? null, c.cover_image?.includes(cover) ?? null])).toEqual([
      [withImages.vendor.id, true, true],
      [without.vendor.id, null, null],
      [notReady.vendor.id, null, null],
    ]);
  });
});
