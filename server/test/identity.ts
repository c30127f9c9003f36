import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { UserStatus } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import type { RoleCode } from "@/server/identity/roles";
import { openSession } from "@/server/identity/sessions/session";
import { sealSecret } from "@/server/identity/two-factor/totp";
import { issueTokens } from "@/server/identity/sessions/tokens";
import { call } from "./http";

// Users for the tests: registered through the real endpoint, or created
// directly with roles (the demo seed is not loaded in tests; the reference
// seed gives the roles), and the headers that carry their tokens.

export const TEST_PASSWORD = "Khaimat-Bahar-2026";

/** A short random word that makes names, slugs and emails unique to one test. */
export const tag = () => randomUUID().slice(0, 8);

export const uniqueEmail = (prefix = "user") => `${prefix}-${tag()}@example.com`;

/** The bearer header, with Accept-Language only when `locale` is given (otherwise the server picks). */
export const bearer = (token: string, locale?: "ar" | "en") => ({
  authorization: `Bearer ${token}`,
  ...(locale ? { "accept-language": locale } : {}),
});

/** The bearer header in a language (English unless told), for tests that read messages. */
export const auth = (token: string, locale: "ar" | "en" = "en") => bearer(token, locale);

/**
 * A user registered through the real endpoint (which opens no session: the
 * emailed link does). With `verified`, the link from the outbox is followed,
 * as the person would: the account is active and signed in by it. Without,
 * the account stays pending and gets a session directly, so tests can use
 * the account in that state (verification gates, the link itself).
 */
export async function registerUser(
  opts: { email?: string; phone?: string; firstName?: string; lastName?: string; locale?: "ar" | "en"; password?: string; verified?: boolean } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const res = await call("/auth/register", {
    method: "POST",
    body: {
      first_name: opts.firstName ?? "Noura",
      last_name: opts.lastName ?? "Al-Mutairi",
      email,
      ...(opts.phone ? { phone: opts.phone } : {}),
      password: opts.password ?? TEST_PASSWORD,
      preferred_locale: opts.locale ?? "en",
      terms_accepted: true,
      terms_version: "2026-01",
    },
  });
  expect(res.status).toBe(201);
  expect(res.json.data.token).toBeNull();
  const userId = res.json.data.user.id as string;
  const tokens = opts.verified ? await followVerificationLink(email) : await issueTokens(await openSession(userId, { platform: "ios" }));
  return { email, userId, token: tokens.access_token as string, refreshToken: tokens.refresh_token as string };
}

/** The newest verification link emailed to `email`, consumed as the person's phone would: its first session's tokens. */
export async function followVerificationLink(email: string) {
  const mail = await db.outboundMessage.findFirstOrThrow({
    where: { recipient: email, template: "verify_email" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const token = mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
  const res = await call("/auth/email/verify", { method: "POST", body: { token, device: { platform: "ios" } } });
  expect(res.status).toBe(200);
  return res.json.data.token as { access_token: string; refresh_token: string; expires_at: string; refresh_expires_at: string };
}

/** A fresh access token for the user, issued at the current (possibly frozen) clock. */
export async function tokenFor(userId: string): Promise<string> {
  const session = await openSession(userId, { platform: "ios" });
  return (await issueTokens(session)).access_token;
}

/** Gives the user a role, global or (with `vendorId`) for one vendor. */
export async function grantRole(userId: string, code: RoleCode, vendorId?: string): Promise<void> {
  const role = await db.role.findUniqueOrThrow({ where: { code } });
  await db.userRole.create({ data: { id: newId(), userId, roleId: role.id, vendorId: vendorId ?? null } });
}

export type TestUser = { id: string; email: string; token: string; sessionId: string };

export type TestUserOptions = {
  roles?: RoleCode[];
  vendorRoles?: { code: RoleCode; vendorId: string }[];
  userType?: string;
  status?: UserStatus;
  email?: string;
  firstName?: string;
  lastName?: string;
  locale?: "ar" | "en";
  emailVerified?: boolean;
  phoneVerified?: boolean;
  /** A phone-only account (registered by phone OTP): no email at all. */
  noEmail?: boolean;
  /** Two-factor sign-in on with STAFF_TOTP_SECRET: staff accounts have it unless told `false` (it is mandatory for them). */
  twoFactor?: boolean;
};

/** The authenticator secret of test staff accounts (base32): server/test/two-factor.ts `totpCode` gives its codes. */
export const STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Turns two-factor sign-in on for the user with a known secret, as a confirmed enrollment leaves it (no recovery codes). */
export async function enableTwoFactor(userId: string, secret = STAFF_TOTP_SECRET): Promise<void> {
  const secretSealed = await sealSecret(secret, userId);
  await db.twoFactor.upsert({
    where: { userId },
    create: { userId, secretSealed, enabledAt: now(), createdAt: now() },
    update: { secretSealed, enabledAt: now() },
  });
}

let phoneCounter = 0;

/**
 * A signed-in user created directly: active, email and phone verified unless
 * told otherwise, an admin when a global role is an admin role. Without
 * `roles` a customer grant, as registration gives every account (customer
 * endpoints check its permissions). Staff accounts have two-factor sign-in on
 * (mandatory for them), with STAFF_TOTP_SECRET.
 */
export async function signedIn(opts: TestUserOptions = {}): Promise<TestUser> {
  const id = newId();
  const email = opts.email ?? uniqueEmail("u");
  const isAdmin = (opts.roles ?? []).some((r) => r.startsWith("admin_"));
  const userType = opts.userType ?? (isAdmin ? "admin" : "customer");
  await db.user.create({
    data: {
      id,
      email: opts.noEmail ? null : email,
      phone: `+96597${String(++phoneCounter).padStart(6, "0")}`, // each test file has its own database
      firstName: opts.firstName ?? "Test",
      lastName: opts.lastName ?? "User",
      userType,
      status: opts.status ?? "active",
      preferredLocale: opts.locale ?? "en",
      emailVerifiedAt: opts.emailVerified === false ? null : now(),
      phoneVerifiedAt: opts.phoneVerified === false ? null : now(),
      createdAt: now(),
    },
  });
  for (const code of opts.roles ?? ["customer"]) await grantRole(id, code);
  for (const v of opts.vendorRoles ?? []) await grantRole(id, v.code, v.vendorId);
  if (opts.twoFactor ?? userType === "admin") await enableTwoFactor(id);
  const session = await openSession(id, { platform: "ios" });
  return { id, email, token: (await issueTokens(session)).access_token, sessionId: session.id };
}
