import { randomUUID } from "node:crypto";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import type { RoleCode } from "../identity/roles";
import { openSession } from "../identity/session";
import { issueTokens } from "../identity/tokens";
import { startFreeSubscription } from "./subscriptions";

// Test fixtures for the plans, subscriptions and quota tests: users, a vendor
// with its owner (on Free, as the application leaves it) and staff, created
// directly so these tests do not depend on the onboarding flow.

const tag = () => randomUUID().slice(0, 8);

export const auth = (token: string, locale: "ar" | "en" = "en") => ({ authorization: `Bearer ${token}`, "accept-language": locale });

/** A fresh access token for the user, issued at the current (possibly frozen) clock. */
export async function tokenFor(userId: string): Promise<string> {
  const session = await openSession(userId, { platform: "ios" });
  return (await issueTokens(session)).access_token;
}

/** An active, verified user holding the given global roles. */
export async function createUser(opts: { roles?: RoleCode[]; locale?: "ar" | "en"; userType?: string } = {}) {
  const id = newId();
  const email = `sub-${tag()}@example.com`;
  await db.user.create({
    data: {
      id,
      email,
      firstName: "Test",
      lastName: "User",
      userType: opts.userType ?? (opts.roles?.some((r) => r.startsWith("admin_")) ? "admin" : "customer"),
      status: "active",
      preferredLocale: opts.locale ?? "en",
      emailVerifiedAt: now(),
      createdAt: now(),
    },
  });
  for (const code of opts.roles ?? []) {
    const role = await db.role.findUniqueOrThrow({ where: { code } });
    await db.userRole.create({ data: { id: newId(), userId: id, roleId: role.id } });
  }
  return { id, email, token: await tokenFor(id) };
}

async function addMember(vendorId: string, userId: string, role: "vendor_owner" | "vendor_staff") {
  const roleRow = await db.role.findUniqueOrThrow({ where: { code: role } });
  await db.vendorMember.create({ data: { id: newId(), vendorId, userId, role } });
  await db.userRole.create({ data: { id: newId(), userId, roleId: roleRow.id, vendorId } });
}

/** An approved vendor, its owner (a member with vendor_owner) and a Free subscription. */
export async function createVendor(opts: { ownerLocale?: "ar" | "en" } = {}) {
  const owner = await createUser({ locale: opts.ownerLocale, userType: "vendor" });
  const city = await db.city.findFirstOrThrow({ where: { countryCode: "KW" } });
  const vendorId = newId();
  const slug = `sub-vendor-${tag()}`;
  await db.vendor.create({
    data: {
      id: vendorId,
      slug,
      nameAr: "خيمة الاختبار",
      nameEn: "Test Tents",
      status: "approved",
      cityId: city.id,
      ownerUserId: owner.id,
      contactEmail: `${slug}@example.com`,
      approvedAt: now(),
    },
  });
  await addMember(vendorId, owner.id, "vendor_owner");
  await db.$transaction((tx) => startFreeSubscription(tx, vendorId));
  return { vendorId, owner };
}

/** A staff member of the vendor (vendor_staff: no subscription.manage). */
export async function addStaff(vendorId: string) {
  const staff = await createUser({ userType: "vendor" });
  await addMember(vendorId, staff.id, "vendor_staff");
  return staff;
}

export async function planByCode(code: string) {
  return db.plan.findUniqueOrThrow({ where: { code } });
}

export const uuid = () => randomUUID();
