import { expect } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { VendorStatus } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import type { VendorRoleCode } from "@/server/identity/roles";
import { call } from "./http";
import { auth, grantRole, signedIn, tag, type TestUser } from "./identity";

// Vendors, categories and uploads for the tests (the demo seed is not loaded;
// the reference seed gives categories, cities, areas, plans and roles): made
// through the application endpoints, or directly in the database.

export async function categoryId(slug: string): Promise<string> {
  return (await db.category.findUniqueOrThrow({ where: { slug } })).id;
}

export async function kuwaitCity() {
  const city = await db.city.findUniqueOrThrow({ where: { slug: "kuwait-city" } });
  const area = await db.area.findUniqueOrThrow({ where: { slug: "sharq" } });
  return { cityId: city.id, areaId: area.id };
}

/** A valid application body; `overrides` replace fields. */
export async function applicationBody(overrides: Record<string, unknown> = {}) {
  const { cityId, areaId } = await kuwaitCity();
  const t = tag();
  return {
    name_ar: `ليالي ${t}`,
    name_en: `Layali ${t}`,
    slug: `layali-${t}`,
    category_ids: [await categoryId("photography"), await categoryId("videography")],
    city_id: cityId,
    area_id: areaId,
    description_ar: "تصوير فوتوغرافي وفيديو للأعراس والمناسبات في الكويت.",
    description_en: "Wedding and event photography and video across Kuwait.",
    contact_email: `contact-${t}@layali.example.com`,
    contact_phone: "+96551234567",
    website: "https://layali.example.com",
    instagram: "@layali.events",
    ...overrides,
  };
}

/** POST /vendors as `user`; returns the created vendor's id. */
export async function applyAs(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call("/vendors", { method: "POST", headers: auth(user.token), body: await applicationBody(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id as string;
}

let operations: TestUser | undefined;
/** Forgets the cached accounts: the next test file has a database of its own (server/test/shared-process.ts). */
export function forgetCachedAccounts(): void {
  operations = undefined;
}

/** An Operations admin (approves and suspends vendors). */
export async function opsAdmin(): Promise<TestUser> {
  operations ??= await signedIn({ roles: ["admin_operations"] });
  return operations;
}

export async function approve(vendorId: string): Promise<void> {
  const admin = await opsAdmin();
  const res = await call(`/admin/vendors/${vendorId}/approve`, { method: "POST", headers: auth(admin.token), body: {} });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** A vendor owner with a vendor applied for and approved through the endpoints. */
export async function approvedVendor(overrides: Record<string, unknown> = {}) {
  const owner = await signedIn();
  const vendorId = await applyAs(owner, overrides);
  await approve(vendorId);
  return { owner, vendorId };
}

/** A member (owner, manager or staff) of the vendor, with the matching vendor-scoped role. */
export async function vendorMember(vendorId: string, role: VendorRoleCode, opts: { userType?: string } = {}) {
  const user = await signedIn({ userType: opts.userType, vendorRoles: [{ code: role, vendorId }] });
  await db.vendorMember.create({ data: { id: newId(), vendorId, userId: user.id, role, createdAt: now() } });
  return user;
}

type VendorOptions = { status?: VendorStatus; categories?: string[]; published?: boolean };

/** A vendor of `ownerId` created directly (approved and published unless told, in the given category slugs), the owner a member with vendor_owner. */
export async function vendorOwnedBy(ownerId: string, opts: VendorOptions = {}) {
  const city = await db.city.findFirstOrThrow({ where: { countryCode: "KW" } });
  const t = tag();
  const status = opts.status ?? "approved";
  const vendor = await db.vendor.create({
    data: {
      id: newId(),
      slug: `vendor-${t}`,
      nameAr: `مورد ${t}`,
      nameEn: `Vendor ${t}`,
      status,
      cityId: city.id,
      contactEmail: `contact-${t}@example.com`,
      contactPhone: "+96555000000",
      ownerUserId: ownerId,
      approvedAt: status === "approved" ? now() : null,
      publishedAt: opts.published === false ? null : now(),
    },
  });
  const categories = await db.category.findMany({ where: { slug: { in: opts.categories ?? ["photography"] } } });
  for (const [i, c] of categories.entries()) {
    await db.vendorCategory.create({ data: { vendorId: vendor.id, categoryId: c.id, isPrimary: i === 0 } });
  }
  await grantRole(ownerId, "vendor_owner", vendor.id);
  await db.vendorMember.create({ data: { id: newId(), vendorId: vendor.id, userId: ownerId, role: "vendor_owner", createdAt: now() } });
  return vendor;
}

/** A vendor created directly (see vendorOwnedBy) with its owner signed in. */
export async function vendorWithOwner(
  opts: VendorOptions & { ownerLocale?: "ar" | "en"; ownerType?: string; ownerEmail?: "verified" | "unverified" | "none" } = {},
) {
  const owner = await signedIn({
    locale: opts.ownerLocale,
    userType: opts.ownerType,
    emailVerified: opts.ownerEmail !== "unverified",
    noEmail: opts.ownerEmail === "none",
  });
  return { vendor: await vendorOwnedBy(owner.id, opts), owner };
}

/** A ready upload of `userId` in `context` (what the media module leaves after verification). */
export async function readyMedia(userId: string, context: string, opts: { filename?: string } = {}): Promise<string> {
  const id = newId();
  const isPrivate = context === "vendor_document";
  const filename = opts.filename ?? (isPrivate ? "licence.pdf" : "photo.jpg");
  const mime = isPrivate ? "application/pdf" : "image/jpeg";
  await db.media.create({
    data: {
      id,
      ownerUserId: userId,
      context,
      visibility: isPrivate ? "private" : "public",
      filename,
      declaredMime: mime,
      declaredSize: 1000,
      mimeType: mime,
      size: 1000,
      storageKey: `test/${context}/${id}`,
      status: "ready",
      createdAt: now(),
      confirmedAt: now(),
      readyAt: now(),
    },
  });
  return id;
}
