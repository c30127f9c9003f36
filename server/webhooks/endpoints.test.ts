import { describe, expect, it, vi } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { newId } from "@/server/core/ids";
import { actAsVendor } from "@/server/test/conversations";
import { vendorMember } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { quotingVendor } from "@/server/test/rfqs";
import { attemptDelivery } from "./attempt";
import { activeSecrets } from "./secrets";

// Registering endpoints and who may see them. WEBHOOKS_ALLOW_LOOPBACK is off
// here, as in production. The resolver is stubbed for a few test names (a
// name that resolves to 127.0.0.1, one that also has a public address, one
// whose answer changes after registration); every other name resolves for real.

const answers = new Map<string, string[]>([
  ["loopback.hooks.test", ["127.0.0.1"]],
  ["mixed.hooks.test", ["93.184.215.14", "127.0.0.1"]],
  ["rebind.hooks.test", ["93.184.215.14"]],
  ["public.hooks.test", ["93.184.215.14"]],
]);
vi.mock("node:dns/promises", async (original) => {
  const real = await original<typeof import("node:dns/promises")>();
  const lookup = (async (host: string, options: object) => {
    const stubbed = answers.get(host);
    return stubbed ? stubbed.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })) : real.lookup(host, options as never);
  }) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

const register = (token: string, url: string, locale: "ar" | "en" = "en") =>
  call("/vendors/me/webhooks", { method: "POST", headers: auth(token, locale), body: { url, events: ["booking.confirmed", "review.published"] } });

describe("registering an endpoint", () => {
  it("accepts https on a public address, returns the secret once, and never shows it again", async () => {
    const { owner } = await quotingVendor();
    const res = await register(owner.token, "https://public.hooks.test/in");
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      url: "https://public.hooks.test/in",
      events: ["booking.confirmed", "review.published"],
      status: "active",
      secret: expect.stringMatching(/^whsec_/),
    });
    const list = await call("/vendors/me/webhooks", { headers: auth(owner.token) });
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0]).not.toHaveProperty("secret");
    expect(JSON.stringify(list.json)).not.toContain(res.json.data.secret);
    const stored = await db.webhookSecret.findFirstOrThrow({ where: { endpointId: res.json.data.id } });
    expect(stored.sealed).not.toContain(res.json.data.secret.slice(6, 20));
    expect(await db.auditLog.count({ where: { action: "webhook.endpoint.created", entityId: res.json.data.id } })).toBe(1);
  });

  it("refuses plain http, loopback, private and link-local addresses, and names that resolve to them, in the caller's language", async () => {
    const { owner } = await quotingVendor();
    const refused = "webhook_url_address_refused";
    for (const [url, key] of [
      ["http://public.hooks.test/in", "webhook_url_not_https"],
      ["https://127.0.0.1/in", refused],
      ["https://[::1]/in", refused],
      ["https://10.1.2.3/in", refused],
      ["https://169.254.169.254/latest/meta-data", refused],
      ["https://localhost/in", refused],
      ["https://loopback.hooks.test/in", refused],
      ["https://mixed.hooks.test/in", refused],
      ["https://user:pw@public.hooks.test/in", "webhook_url_bad_url"],
      ["not a url", "webhook_url_bad_url"],
    ] as const) {
      const res = await register(owner.token, url, "ar");
      expect(res.status, url).toBe(422);
      expect(res.json.error.details.url, url).toEqual([translate("ar", `api.validation.${key}`)]);
    }
    expect(await db.webhookEndpoint.count({ where: { vendorId: (await db.vendorMember.findFirstOrThrow({ where: { userId: owner.id } })).vendorId } })).toBe(0);
  });

  it("checks the address again at every attempt: a name that now resolves to 127.0.0.1 is refused without a connection", async () => {
    const { owner } = await quotingVendor();
    const res = await register(owner.token, "https://rebind.hooks.test/in");
    expect(res.status).toBe(201);
    answers.set("rebind.hooks.test", ["127.0.0.1"]);
    const delivery = await db.webhookDelivery.create({
      data: {
        id: newId(),
        endpointId: res.json.data.id,
        eventId: "evt_rebind",
        eventType: "booking.confirmed",
        body: "{}",
        nextAttemptAt: new Date(Date.now() - 1000),
      },
    });
    expect(await attemptDelivery(delivery.id)).toBe("retry");
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      lastError: "address_refused",
      responseCode: null,
      attempts: 1,
    });
    // An endpoint row naming localhost (never registrable) is refused the same way.
    const { vendorId } = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: res.json.data.id } });
    const local = await db.webhookEndpoint.create({ data: { id: newId(), vendorId, url: "https://localhost/in", events: ["booking.confirmed"] } });
    const second = await db.webhookDelivery.create({
      data: { id: newId(), endpointId: local.id, eventId: "evt_local", eventType: "booking.confirmed", body: "{}", nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await attemptDelivery(second.id);
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id: second.id } })).lastError).toBe("address_refused");
  });
});

describe("secrets", () => {
  it("a rotation keeps two secrets signing for 24 hours, never three; then only the new one", async () => {
    const clock = freezeClock("2026-11-27T10:00:00Z");
    const { owner } = await quotingVendor();
    const created = (await register(owner.token, "https://public.hooks.test/in")).json.data;
    const rotate = () => call(`/vendors/me/webhooks/${created.id}/secret`, { method: "POST", headers: auth(owner.token) });
    const first = await rotate();
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ secret: expect.stringMatching(/^whsec_/), secret_rotation_ends_at: "2026-11-28T10:00:00.000Z" });
    expect(await activeSecrets(db, created.id)).toEqual([first.json.data.secret, created.secret]);
    clock.advance(10 * 60_000); // within the access token's 15 minutes
    const second = await rotate();
    expect(await activeSecrets(db, created.id)).toEqual([second.json.data.secret, first.json.data.secret]);
    clock.advance(24 * 3600_000 + 1);
    expect(await activeSecrets(db, created.id)).toEqual([second.json.data.secret]);
    expect(await db.auditLog.count({ where: { action: "webhook.endpoint.secret_rotated", entityId: created.id } })).toBe(2);
  });
});

describe("who sees which endpoints", () => {
  it("another vendor gets 404 for every action on this vendor's endpoint; staff 403; each lists only its own", async () => {
    const { vendor, owner } = await quotingVendor();
    const other = await quotingVendor();
    const created = (await register(owner.token, "https://public.hooks.test/in")).json.data;
    const delivery = await db.webhookDelivery.create({
      data: { id: newId(), endpointId: created.id, eventId: "evt_x", eventType: "booking.confirmed", body: "{}", status: "failed" },
    });
    const as = (token: string) => auth(token);
    const attempts = (token: string) => [
      call(`/vendors/me/webhooks/${created.id}`, { method: "PATCH", headers: as(token), body: { description: "mine now" } }),
      call(`/vendors/me/webhooks/${created.id}`, { method: "DELETE", headers: as(token) }),
      call(`/vendors/me/webhooks/${created.id}/secret`, { method: "POST", headers: as(token) }),
      call(`/vendors/me/webhooks/${created.id}/test`, { method: "POST", headers: as(token) }),
      call(`/vendors/me/webhooks/${created.id}/deliveries`, { headers: as(token) }),
      call(`/vendors/me/webhooks/${created.id}/deliveries/${delivery.id}/resend`, { method: "POST", headers: as(token) }),
    ];
    for (const res of await Promise.all(attempts(other.owner.token))) expect(res.status).toBe(404);
    expect((await call("/vendors/me/webhooks", { headers: auth(other.owner.token) })).json.data).toEqual([]);

    const staff = await actAsVendor(await vendorMember(vendor.id, "vendor_staff"), vendor.id);
    for (const res of await Promise.all(attempts(staff.token))) expect(res.status).toBe(403);
    const manager = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
    expect((await call("/vendors/me/webhooks", { headers: auth(manager.token) })).json.data.map((e: { id: string }) => e.id)).toEqual([created.id]);
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ description: null });
  });

  it("partner endpoints are the Super Admin's alone, and never a vendor's", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const ops = await signedIn({ roles: ["admin_operations"] });
    const { owner } = await quotingVendor();
    const body = { url: "https://public.hooks.test/partner", events: ["booking.cancelled"], description: "Wedding planner CRM" };
    expect((await call("/admin/webhooks", { method: "POST", headers: auth(ops.token), body })).status).toBe(403);
    expect((await call("/admin/webhooks", { method: "POST", headers: auth(owner.token), body })).status).toBe(403);
    const created = await call("/admin/webhooks", { method: "POST", headers: auth(admin.token), body });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ description: "Wedding planner CRM", events: ["booking.cancelled"] });
    expect((await call("/vendors/me/webhooks", { headers: auth(owner.token) })).json.data).toEqual([]);
    // A partner endpoint is not reachable on the vendor paths, nor a vendor's on the partner paths.
    const partnerId = created.json.data.id;
    expect((await call(`/vendors/me/webhooks/${partnerId}`, { method: "DELETE", headers: auth(owner.token) })).status).toBe(404);
    const vendorEndpoint = (await register(owner.token, "https://public.hooks.test/in")).json.data;
    expect((await call(`/admin/webhooks/${vendorEndpoint.id}`, { method: "DELETE", headers: auth(admin.token) })).status).toBe(404);
    expect(await db.webhookEndpoint.count({ where: { id: { in: [partnerId, vendorEndpoint.id] } } })).toBe(2);
  });
});
