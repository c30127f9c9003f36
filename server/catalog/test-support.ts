import { randomUUID } from "node:crypto";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { VendorStatus } from "../core/db/generated/client";
import { newId } from "../core/ids";
import type { RoleCode } from "../identity/roles";
import { openSession } from "../identity/session";
import { issueTokens } from "../identity/tokens";

// Test fixtures of the catalog tests: signed-in users with roles and vendors
// built directly in the database (the demo seed is not loaded in tests).

export const tag = () => randomUUID().slice(0, 8);

let phoneCounter = 0;
/** Unique among test processes sharing a PostgreSQL database (process id + counter). */
const uniquePhone = () => `+9656${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter++).padStart(4, "0")}`;

export const auth = (token: string, locale: "ar" | "en" = "en") => ({ authorization: `Bearer ${token}`, "accept-language": locale });

/** An active user with the given global roles and a bearer token. */
export async function signedInUser(roles: RoleCode[] = [], opts: { vendorRoles?: { code: RoleCode; vendorId: string }[] } = {}) {
  const id = newId();
  const isAdmin = roles.some((r) => r.startsWith("admin_"));
  await db.user.create({
    data: {
      id,
      email: `catalog-${tag()}@example.com`,
      firstName: "Test",
      lastName: "User",
      userType: isAdmin ? "admin" : "customer",
      status: "active",
      emailVerifiedAt: now(),
      createdAt: now(),
    },
  });
  for (const code of roles) await grant(id, code);
  for (const v of opts.vendorRoles ?? []) await grant(id, v.code, v.vendorId);
  const session = await openSession(id, { platform: "ios" });
  return { id, token: (await issueTokens(session)).access_token };
}

async function grant(userId: string, code: RoleCode, vendorId?: string) {
  const role = await db.role.findUniqueOrThrow({ where: { code } });
  await db.userRole.create({ data: { id: newId(), userId, roleId: role.id, vendorId: vendorId ?? null } });
}

/** A member (owner or staff) of the vendor, with the matching vendor-scoped role. */
export async function vendorMember(vendorId: string, role: "vendor_owner" | "vendor_staff") {
  const user = await signedInUser([], { vendorRoles: [{ code: role, vendorId }] });
  await db.vendorMember.create({ data: { id: newId(), vendorId, userId: user.id, role, createdAt: now() } });
  return user;
}

/**
 * A vendor in the given categories (slugs), with its owner signed in. The
 * owner's email is verified unless `ownerEmail` says otherwise; "none" is a
 * phone-only account (registered by phone OTP: verified phone, no email).
 */
export async function vendorWithOwner(
  opts: { status?: VendorStatus; categories?: string[]; published?: boolean; ownerEmail?: "verified" | "unverified" | "none" } = {},
) {
  const city = await db.city.findFirstOrThrow({ where: { countryCode: "KW" } });
  const t = tag();
  const ownerId = newId();
  const ownerEmail = opts.ownerEmail ?? "verified";
  const identity =
    ownerEmail === "none"
      ? { email: null, phone: uniquePhone(), phoneVerifiedAt: now() }
      : { email: `owner-${t}@example.com`, emailVerifiedAt: ownerEmail === "verified" ? now() : null };
  await db.user.create({
    data: { id: ownerId, ...identity, firstName: "Owner", lastName: "Test", status: "active", createdAt: now() },
  });
  const vendor = await db.vendor.create({
    data: {
      id: newId(),
      slug: `vendor-${t}`,
      nameAr: `مورد ${t}`,
      nameEn: `Vendor ${t}`,
      status: opts.status ?? "approved",
      cityId: city.id,
      contactEmail: `contact-${t}@example.com`,
      contactPhone: "+96555000000",
      ownerUserId: ownerId,
      approvedAt: (opts.status ?? "approved") === "approved" ? now() : null,
      publishedAt: opts.published === false ? null : now(),
    },
  });
  const categories = await db.category.findMany({ where: { slug: { in: opts.categories ?? ["photography"] } } });
  for (const [i, c] of categories.entries()) {
    await db.vendorCategory.create({ data: { vendorId: vendor.id, categoryId: c.id, isPrimary: i === 0 } });
  }
  await grant(ownerId, "vendor_owner", vendor.id);
  await db.vendorMember.create({ data: { id: newId(), vendorId: vendor.id, userId: ownerId, role: "vendor_owner", createdAt: now() } });
  const session = await openSession(ownerId, { platform: "ios" });
  return { vendor, owner: { id: ownerId, token: (await issueTokens(session)).access_token } };
}
