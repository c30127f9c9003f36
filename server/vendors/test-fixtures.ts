import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import * as applyRoute from "@/app/api/v1/vendors/route";
import * as approveRoute from "@/app/api/v1/admin/vendors/[id]/approve/route";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import type { RoleCode } from "@/server/identity/roles";
import { openSession } from "@/server/identity/session";
import { issueTokens } from "@/server/identity/tokens";
import { call } from "@/server/test/http";

// Test fixtures for the vendor tests (the demo seed is not loaded in tests;
// the reference seed gives categories, cities, areas, plans and roles).

export const tag = () => randomUUID().slice(0, 8);
export const auth = (token: string, locale: "ar" | "en" = "en") => ({ authorization: `Bearer ${token}`, "accept-language": locale });

export type TestUser = { id: string; email: string; token: string; sessionId: string };

/** A signed-in user created directly (verified email; phone verified unless told otherwise). */
export async function signedIn(
  opts: { roles?: RoleCode[]; phoneVerified?: boolean; emailVerified?: boolean; email?: string; locale?: "ar" | "en" } = {},
): Promise<TestUser> {
  const id = newId();
  const email = opts.email ?? `v-${tag()}@example.com`;
  const isAdmin = (opts.roles ?? []).some((r) => r.startsWith("admin_"));
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  await db.user.create({
    data: {
      id,
      email,
      phone: `+9655${digits}`,
      firstName: "Test",
      lastName: "User",
      userType: isAdmin ? "admin" : "customer",
      status: "active",
      preferredLocale: opts.locale ?? "en",
      emailVerifiedAt: opts.emailVerified === false ? null : now(),
      phoneVerifiedAt: opts.phoneVerified === false ? null : now(),
      createdAt: now(),
    },
  });
  for (const code of opts.roles ?? []) {
    const role = await db.role.findUniqueOrThrow({ where: { code } });
    await db.userRole.create({ data: { id: newId(), userId: id, roleId: role.id } });
  }
  const session = await openSession(id, { platform: "ios" });
  return { id, email, token: (await issueTokens(session)).access_token, sessionId: session.id };
}

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
  const res = await call(applyRoute, "/vendors", { method: "POST", headers: auth(user.token), body: await applicationBody(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id as string;
}

let operations: TestUser | undefined;
/** An Operations admin (approves and suspends vendors). */
export async function opsAdmin(): Promise<TestUser> {
  operations ??= await signedIn({ roles: ["admin_operations"] });
  return operations;
}

export async function approve(vendorId: string): Promise<void> {
  const admin = await opsAdmin();
  const res = await call(approveRoute, `/admin/vendors/${vendorId}/approve`, { method: "POST", params: { id: vendorId }, headers: auth(admin.token), body: {} });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** A vendor owner with an approved vendor. */
export async function approvedVendor(overrides: Record<string, unknown> = {}) {
  const owner = await signedIn();
  const vendorId = await applyAs(owner, overrides);
  await approve(vendorId);
  return { owner, vendorId };
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

/** Puts the vendor on `planCode` (what a paid subscription leaves once its payment succeeded). */
export async function setPlan(vendorId: string, planCode: "free" | "basic" | "professional" | "enterprise"): Promise<void> {
  const plan = await db.plan.findUniqueOrThrow({ where: { code: planCode } });
  await db.subscription.updateMany({ where: { vendorId, status: { in: ["active", "past_due"] } }, data: { status: "cancelled", cancelledAt: now() } });
  await db.subscription.create({
    data: { id: newId(), vendorId, planId: plan.id, status: "active", currentPeriodStart: now(), currentPeriodEnd: new Date(now().getTime() + 30 * 86_400_000) },
  });
}
