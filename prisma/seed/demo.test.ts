import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { mediaStorage } from "@/server/media/storage";
import { variantKey, variantWidths } from "@/server/media/variants";
import { demoVendors } from "./data/demo-vendors";
import { unsealSecret } from "@/server/identity/two-factor/totp";
import { DEMO_TOTP_SECRET, seedDemoData } from "./demo";

describe("demo seed", () => {
  it("creates approved, published vendors with published services and their plans through the vendor services, once", async () => {
    await seedDemoData(db);
    const first = demoVendors[0];
    const vendor = await db.vendor.findUniqueOrThrow({
      where: { slug: first.slug },
      include: { services: true, subscriptions: { include: { plan: true } }, members: true },
    });
    expect(vendor.status).toBe("approved");
    expect(vendor.publishedAt).not.toBeNull();
    expect(vendor.services).toHaveLength(first.services.length);
    expect(vendor.services.every((s) => s.status === "published")).toBe(true);
    expect(vendor.subscriptions.find((s) => s.status === "active")?.plan.code).toBe(first.planCode);
    expect(vendor.members.map((m) => m.role)).toEqual(["vendor_owner"]);
    // The services wrote what the API would: the application and approval audit rows.
    const actions = (await db.auditLog.findMany({ where: { entityId: vendor.id }, select: { action: true } })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["vendor.applied", "vendor.approved"]));

    // Every demo vendor has a ready logo, cover and three gallery images, verified by the media pipeline.
    const seeded = await db.vendor.findMany({
      where: { slug: { in: demoVendors.map((v) => v.slug) } },
      select: { id: true, logoMediaId: true, coverMediaId: true },
    });
    const media = await db.media.findMany({
      where: { subjectId: { in: seeded.map((v) => v.id) } },
      select: { id: true, subjectId: true, context: true, status: true, width: true, mimeType: true },
    });
    for (const v of seeded) {
      const mine = media.filter((m) => m.subjectId === v.id);
      expect(mine.map((m) => m.context).sort()).toEqual(["vendor_cover", "vendor_gallery", "vendor_gallery", "vendor_gallery", "vendor_logo"]);
      expect(mine.every((m) => m.status === "ready" && m.mimeType === "image/webp" && (m.width ?? 0) >= 400)).toBe(true);
      expect(mine.find((m) => m.context === "vendor_logo")?.id).toBe(v.logoMediaId);
      expect(mine.find((m) => m.context === "vendor_cover")?.id).toBe(v.coverMediaId);
    }
    // Verification made the WebP variants a srcset names: 400 and 800 px of the 1200 px cover.
    const cover = await db.media.findUniqueOrThrow({ where: { id: seeded[0].coverMediaId! } });
    expect(variantWidths(cover)).toEqual([400, 800]);
    for (const w of [400, 800]) expect(await mediaStorage().exists(variantKey(cover.storageKey, w))).toBe(true);

    const count = await db.vendor.count({ where: { slug: { in: demoVendors.map((v) => v.slug) }, status: "approved" } });
    expect(count).toBe(demoVendors.length);
    // Staff accounts have two-step verification on, with the published demo secret (README).
    const staff = await db.user.findMany({ where: { email: { endsWith: "@demo.kw" }, userType: "admin" }, include: { twoFactor: true } });
    expect(staff).toHaveLength(5);
    expect(staff.every((u) => u.twoFactor?.enabledAt)).toBe(true);
    expect(await unsealSecret(staff[0].twoFactor!.secretSealed, staff[0].id)).toBe(DEMO_TOTP_SECRET);
    await seedDemoData(db); // idempotent
    expect(await db.vendor.count({ where: { slug: { in: demoVendors.map((v) => v.slug) } } })).toBe(demoVendors.length);
    expect(await db.service.count({ where: { vendorId: vendor.id } })).toBe(first.services.length);
    expect(await db.media.count({ where: { subjectId: vendor.id } })).toBe(5); // images once
    // The demo customer and vendor owner have one inquiry, seeded once; the owner's answer notifies the customer once delivered.
    const customer = await db.user.findUniqueOrThrow({ where: { email: "customer@demo.kw" } });
    const conversations = await db.conversation.findMany({ where: { customerUserId: customer.id, vendorId: vendor.id } });
    expect(conversations).toHaveLength(1); // not doubled by the second run above
    expect(await db.conversationMessage.count({ where: { conversationId: conversations[0].id } })).toBe(2);
    registerEventHandlers();
    while ((await dispatchOutbox()).delivered > 0); // the seed left many events; the messages come last
    expect(await db.notification.count({ where: { userId: customer.id, kind: "message.received", entityId: conversations[0].id } })).toBe(1);
    // The owner answered the customer's message, so it was read: no notification of it waits for them.
    expect(await db.notification.count({ where: { userId: vendor.ownerUserId!, kind: "message.received", entityId: conversations[0].id } })).toBe(0);
  }, 180_000); // seeds the demo vendors and their images through the services, twice

  it("gives images to demo vendors seeded before imagery existed, and variants to images verified before variants (an older .data)", async () => {
    await seedDemoData(db);
    const vendor = await db.vendor.findUniqueOrThrow({ where: { slug: demoVendors[1].slug } });
    await db.vendor.update({ where: { id: vendor.id }, data: { logoMediaId: null, coverMediaId: null } });
    await db.media.updateMany({ where: { subjectId: vendor.id }, data: { subjectId: null } });
    const older = await db.vendor.findUniqueOrThrow({ where: { slug: demoVendors[2].slug } });
    const cover = await db.media.findUniqueOrThrow({ where: { id: older.coverMediaId! } });
    for (const w of [400, 800]) await mediaStorage().remove(variantKey(cover.storageKey, w));
    await seedDemoData(db);
    const after = await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(after.logoMediaId).not.toBeNull();
    expect(await db.media.count({ where: { subjectId: vendor.id, status: "ready" } })).toBe(5);
    for (const w of [400, 800]) expect(await mediaStorage().exists(variantKey(cover.storageKey, w))).toBe(true);
  }, 180_000);
});
