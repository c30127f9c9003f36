import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { verifyAccessToken } from "@/server/identity/sessions/tokens";
import { call } from "@/server/test/http";
import { vendorOwnedBy } from "@/server/test/fixtures";
import { bearer, registerUser, TEST_PASSWORD, uniqueEmail } from "@/server/test/identity";

async function register() {
  const user = await registerUser({ email: uniqueEmail("profile"), firstName: "نورة", locale: "ar" });
  return { ...user, access: user.token };
}

const patchMe = (access: string, body: unknown, headers: Record<string, string> = {}) =>
  call("/me", { method: "PATCH", headers: { ...bearer(access), ...headers }, body });

describe("PATCH /me", () => {
  it("updates name, locale and notification preferences, returns the profile and audits the diff", async () => {
    const { userId, access, email } = await register();
    const res = await patchMe(access, {
      first_name: "  Noura  ",
      last_name: "Al Sabah",
      locale: "en",
      notification_preferences: { push: { quotes: true, marketing: false }, email: { bookings: true } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: userId,
      first_name: "Noura",
      last_name: "Al Sabah",
      name: "Noura Al Sabah",
      preferred_locale: "en",
      locale: "en",
      email,
      notification_preferences: { push: { quotes: true, marketing: false }, email: { bookings: true } },
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(row).toMatchObject({ firstName: "Noura", lastName: "Al Sabah", preferredLocale: "en" });
    // GET /me answers with the same profile view
    const read = await call("/me", { headers: bearer(access) });
    expect(read.json.data).toEqual(res.json.data);

    // A later update merges per category; untouched fields and channels stay.
    const again = await patchMe(access, { preferred_locale: "ar", notification_preferences: { push: { marketing: true }, sms: { otp: true } } });
    expect(again.status).toBe(200);
    expect(again.json.data.first_name).toBe("Noura");
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).notificationPreferences).toEqual({
      push: { quotes: true, marketing: true },
      email: { bookings: true },
      sms: { otp: true },
    });

    const audits = await db.auditLog.findMany({ where: { action: "profile.updated", entityId: userId }, orderBy: { createdAt: "asc" } });
    expect(audits).toHaveLength(2);
    expect(audits[0].diff).toMatchObject({ first_name: ["نورة", "Noura"], last_name: ["Al-Mutairi", "Al Sabah"], preferred_locale: ["ar", "en"] });
    expect(audits[1].diff).toEqual({
      preferred_locale: ["en", "ar"],
      notification_preferences: [
        { push: { quotes: true, marketing: false }, email: { bookings: true } },
        { push: { quotes: true, marketing: true }, email: { bookings: true }, sms: { otp: true } },
      ],
    });
  });

  it("rejects invalid fields, unknown fields (email, phone) and malformed preferences without changing anything", async () => {
    const { userId, access } = await register();
    const res = await patchMe(access, { first_name: "R2-D2", email: "new@example.com", phone: "+96550000001", locale: "fr" }, { "accept-language": "en" });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.json.error.details).sort()).toEqual(["email", "first_name", "locale", "phone"]);
    expect(res.json.error.details.email).toEqual(["Unknown field."]);

    const channel = await patchMe(access, { notification_preferences: { fax: { quotes: true } } });
    expect(channel.status).toBe(422);
    expect(Object.keys(channel.json.error.details)).toEqual(["notification_preferences.fax"]);
    const value = await patchMe(access, { notification_preferences: { push: { quotes: "yes" } } });
    expect(value.status).toBe(422);
    const shape = await patchMe(access, { notification_preferences: { push: true } });
    expect(shape.status).toBe(422);
    const clash = await patchMe(access, { locale: "en", preferred_locale: "ar" });
    expect(clash.status).toBe(422);
    expect(Object.keys(clash.json.error.details)).toEqual(["locale"]);
    const empty = await patchMe(access, { first_name: "   " });
    expect(empty.status).toBe(422);

    const row = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(row).toMatchObject({ firstName: "نورة", lastName: "Al-Mutairi", preferredLocale: "ar", notificationPreferences: null });
    expect(await db.auditLog.count({ where: { action: "profile.updated", entityId: userId } })).toBe(0);
  });

  it("requires a signed-in caller", async () => {
    const res = await call("/me", { method: "PATCH", body: { first_name: "Noura" } });
    expect(res.status).toBe(401);
  });
});

describe("GET /me deletion_scheduled_at", () => {
  it("is null without a request, the purge date (request + 30 days, UTC) while one is pending, null again once cancelled", async () => {
    const clock = freezeClock("2026-04-10T18:30:00.000Z");
    const { access } = await register();
    expect((await call("/me", { headers: bearer(access) })).json.data.deletion_scheduled_at).toBeNull();

    const requested = await call("/me/deletion-request", { method: "POST", headers: bearer(access), body: { password: TEST_PASSWORD } });
    expect(requested.status).toBe(202);
    clock.advance(10 * 60_000); // a later visit (page reload) still sees the same date
    const read = await call("/me", { headers: bearer(access) });
    expect(read.json.data).toMatchObject({ status: "deletion_requested", deletion_scheduled_at: "2026-05-10T18:30:00.000Z" });
    expect(read.json.data.deletion_scheduled_at).toBe(requested.json.data.deletion_scheduled_at);
    // PATCH /me answers with the same view
    const patched = await patchMe(access, { first_name: "Noura" });
    expect(patched.json.data.deletion_scheduled_at).toBe("2026-05-10T18:30:00.000Z");

    expect((await call("/me/deletion-request", { method: "DELETE", headers: bearer(access) })).status).toBe(204);
    expect((await call("/me", { headers: bearer(access) })).json.data).toMatchObject({ status: "pending_verification", deletion_scheduled_at: null });
  });
});

describe("POST /auth/context", () => {
  it("switches to a vendor the caller belongs to; the new access token carries it", async () => {
    const { userId, access } = await register();
    const vendorId = (await vendorOwnedBy(userId, { status: "pending_review", categories: [], published: false })).id;
    const res = await call("/auth/context", { method: "POST", headers: bearer(access), body: { context: `vendor:${vendorId}` } });
    expect(res.status).toBe(200);
    expect(res.json.data.active_context).toBe(`vendor:${vendorId}`);
    const claims = await verifyAccessToken(res.json.data.token.access_token);
    expect(claims).toMatchObject({ userId, activeContext: `vendor:${vendorId}` });
    expect(res.json.data.token.refresh_token).toEqual(expect.any(String));
    const session = await db.session.findUniqueOrThrow({ where: { id: claims!.sessionId } });
    expect(session.activeContext).toBe(`vendor:${vendorId}`);
    expect(await db.auditLog.count({ where: { action: "auth.context.switched", entityId: session.id } })).toBe(1);

    const back = await call("/auth/context", { method: "POST", headers: bearer(res.json.data.token.access_token), body: { context: "customer" } });
    expect(back.status).toBe(200);
    expect((await verifyAccessToken(back.json.data.token.access_token))?.activeContext).toBe("customer");
  });

  it("answers 404 for a vendor the caller is not a member of, 422 for a malformed context", async () => {
    const owner = await register();
    const vendorId = (await vendorOwnedBy(owner.userId, { status: "pending_review", categories: [], published: false })).id;
    const stranger = await register();
    const res = await call("/auth/context", { method: "POST", headers: bearer(stranger.access), body: { context: `vendor:${vendorId}` } });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
    const unknown = await call("/auth/context", { method: "POST", headers: bearer(stranger.access), body: { context: `vendor:${newId()}` } });
    expect(unknown.status).toBe(404);
    const malformed = await call("/auth/context", { method: "POST", headers: bearer(stranger.access), body: { context: "admin" } });
    expect(malformed.status).toBe(422);
    const session = await db.session.findFirstOrThrow({ where: { userId: stranger.userId } });
    expect(session.activeContext).toBe("customer");
  });
});
