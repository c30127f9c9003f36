import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freezeClock, now } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { emit } from "@/server/core/outbox/outbox";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { quotingVendor } from "@/server/test/rfqs";
import { drainOutbox, startReceiver } from "@/server/test/webhooks";
import { sendDueWebhookDeliveries } from "./attempt";
import { WEBHOOK_EVENT_TYPES } from "./catalog";
import { registerWebhookHandlers } from "./handlers";
import { receive } from "./receiver-example";

// Real deliveries over HTTP to a receiver this file starts on 127.0.0.1,
// reachable only because the test sets WEBHOOKS_ALLOW_LOOPBACK=1 (a
// production deployment refuses to start with it). The domain events are
// the ones the marketplace emits; the outbox delivers them as in the app.

let receiver: Awaited<ReturnType<typeof startReceiver>>;
const MIN = 60_000;

beforeAll(async () => {
  vi.stubEnv("WEBHOOKS_ALLOW_LOOPBACK", "1");
  resetConfig();
  registerWebhookHandlers();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  vi.unstubAllEnvs();
  resetConfig();
});

async function register(caller: TestUser, path: string, events: string[] = [...WEBHOOK_EVENT_TYPES]) {
  const res = await call("/vendors/me/webhooks", { method: "POST", headers: auth(caller.token), body: { url: `${receiver.base}${path}`, events } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: string; secret: string };
}

/** A quote accepted for `vendorId`: the event `quote.accepted` comes from. */
async function quoteAccepted(vendorId: string) {
  const payload = { bookingId: newId(), rfqId: newId(), quoteId: newId(), vendorId, customerUserId: newId() };
  const outboxId = await db.$transaction((tx) => emit(tx, "BookingCreated", payload));
  return { ...payload, outboxId };
}

const deliveriesOf = (caller: TestUser, id: string) => call(`/vendors/me/webhooks/${id}/deliveries`, { headers: auth(caller.token) });

describe("deliveries over HTTP", () => {
  it("posts the event signed with the endpoint's secret, with its event and delivery headers; the receiver example accepts it", async () => {
    const { vendor, owner } = await quotingVendor();
    const other = await quotingVendor();
    const endpoint = await register(owner, "/a");
    const admin = await signedIn({ roles: ["admin_super"] });
    const partner = await call("/admin/webhooks", {
      method: "POST",
      headers: auth(admin.token),
      body: { url: `${receiver.base}/partner`, events: ["quote.accepted"], description: "Event planners' CRM" },
    });
    expect(partner.status).toBe(201);

    const mine = await quoteAccepted(vendor.id);
    const theirs = await quoteAccepted(other.vendor.id);
    await drainOutbox();

    // The vendor's endpoint: only its own event.
    const got = receiver.at("/a");
    expect(got).toHaveLength(1);
    const [request] = got;
    expect(request.headers["x-munasabat-event"]).toBe("quote.accepted");
    expect(request.headers["content-type"]).toBe("application/json");
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(request.headers["x-munasabat-delivery"]).toBe(delivery.id);
    expect(request.body).toBe(delivery.body);
    const verdict = receive(endpoint.secret, request.headers, request.body, new Set());
    expect(verdict).toMatchObject({
      ok: true,
      duplicate: false,
      event: { type: "quote.accepted", data: { quote_id: mine.quoteId, booking_id: mine.bookingId, vendor_id: vendor.id } },
    });
    expect(JSON.parse(request.body)).toMatchObject({ api_version: "2026-11-27", id: expect.stringMatching(/^evt_/) });
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: "succeeded",
      attempts: 1,
      responseCode: 200,
      nextAttemptAt: null,
    });

    // The partner's endpoint: every vendor's.
    const partnerGot = receiver.at("/partner").map((r) => JSON.parse(r.body).data.quote_id);
    expect(partnerGot).toEqual(expect.arrayContaining([mine.quoteId, theirs.quoteId]));
    const partnerSecret = partner.json.data.secret as string;
    for (const r of receiver.at("/partner")) expect(receive(partnerSecret, r.headers, r.body, new Set()).ok).toBe(true);

    // A redelivered domain event adds no second delivery.
    const before = receiver.received.length;
    await db.outboxEvent.update({ where: { id: mine.outboxId }, data: { dispatchedAt: null, availableAt: new Date(Date.now() - 1000) } });
    await drainOutbox();
    expect((await db.outboxEvent.findUniqueOrThrow({ where: { id: mine.outboxId } })).dispatchedAt).not.toBeNull(); // handled again
    expect(receiver.received.length).toBe(before);
    expect(await db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
  });

  it("retries a failing endpoint 5 times in all, doubling from 96 minutes, the 5th 24 hours after the first; then disables it and tells its owner", async () => {
    const clock = freezeClock("2026-11-27T08:00:00Z");
    const t0 = now().getTime();
    const { vendor, owner } = await quotingVendor();
    const endpoint = await register(owner, "/down", ["quote.accepted"]);
    receiver.answer("/down", 500);
    await quoteAccepted(vendor.id);
    await drainOutbox(); // the first attempt, right after the event

    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    const expectedMinutes = [0, 96, 96 + 192, 96 + 192 + 384, 96 + 192 + 384 + 768];
    for (const minutes of expectedMinutes.slice(1)) {
      clock.set(new Date(t0 + minutes * MIN - 1000)); // a second early: nothing is due
      await sendDueWebhookDeliveries();
      clock.set(new Date(t0 + minutes * MIN));
      await sendDueWebhookDeliveries();
    }
    await drainOutbox(); // the owner's notification
    const attempts = await db.webhookAttempt.findMany({ where: { deliveryId: delivery.id }, orderBy: { number: "asc" } });
    expect(attempts.map((a) => (a.at.getTime() - t0) / MIN)).toEqual(expectedMinutes);
    expect(expectedMinutes.at(-1)).toBe(24 * 60);
    expect(attempts.every((a) => a.responseCode === 500 && a.error === "http_500" && !a.manual)).toBe(true);

    // The same delivery id each time, each signed at its own time (the receiver's clock is the test's).
    const got = receiver.at("/down");
    expect(got).toHaveLength(5);
    expect(new Set(got.map((r) => r.headers["x-munasabat-delivery"]))).toEqual(new Set([delivery.id]));
    got.forEach((r, i) => expect(receive(endpoint.secret, r.headers, r.body, new Set(), Math.floor((t0 + expectedMinutes[i] * MIN) / 1000)).ok).toBe(true));

    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: "failed",
      attempts: 5,
      nextAttemptAt: null,
      lastError: "http_500",
    });
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({ status: "disabled", disabledReason: "failing" });
    const notice = await db.notification.findFirstOrThrow({ where: { userId: owner.id, kind: "webhook.endpoint_disabled" } });
    expect(notice).toMatchObject({ entityType: "webhook_endpoint", entityId: endpoint.id });
    expect(await db.auditLog.count({ where: { action: "webhook.endpoint.disabled", entityId: endpoint.id, actorType: "system" } })).toBe(1);

    // Disabled: new events are not sent to it.
    clock.advance(MIN);
    await quoteAccepted(vendor.id);
    await drainOutbox();
    await sendDueWebhookDeliveries();
    expect(receiver.at("/down")).toHaveLength(5);
  });

  it("shows the delivery log (status, response code, duration, next attempt) and resends with the same delivery id", async () => {
    const clock = freezeClock("2026-11-27T09:00:00Z");
    const { vendor, owner } = await quotingVendor();
    const endpoint = await register(owner, "/flaky", ["quote.accepted"]);
    receiver.answer("/flaky", 503);
    await quoteAccepted(vendor.id);
    await drainOutbox();

    const log = await deliveriesOf(owner, endpoint.id);
    expect(log.status).toBe(200);
    expect(log.json.data).toHaveLength(1);
    const [entry] = log.json.data;
    expect(entry).toMatchObject({
      event_type: "quote.accepted",
      status: "pending",
      attempts: 1,
      response_code: 503,
      last_error: "http_503",
      next_attempt_at: new Date(now().getTime() + 96 * MIN).toISOString(),
    });
    expect(entry.duration_ms).toEqual(expect.any(Number));
    expect(entry.attempt_log).toEqual([expect.objectContaining({ number: 1, manual: false, response_code: 503 })]);

    // The receiver is fixed; "resend" sends at once, the same delivery id and body.
    receiver.answer("/flaky", 200);
    clock.advance(5 * MIN);
    const resent = await call(`/vendors/me/webhooks/${endpoint.id}/deliveries/${entry.id}/resend`, { method: "POST", headers: auth(owner.token) });
    expect(resent.status).toBe(202);
    await drainOutbox();
    const got = receiver.at("/flaky");
    expect(got).toHaveLength(2);
    expect(got[1].headers["x-munasabat-delivery"]).toBe(entry.id);
    expect(got[1].body).toBe(got[0].body);
    const after = (await deliveriesOf(owner, endpoint.id)).json.data[0];
    expect(after).toMatchObject({ status: "succeeded", attempts: 2, response_code: 200, next_attempt_at: null, last_error: null });
    expect(after.attempt_log.map((a: { manual: boolean }) => a.manual)).toEqual([false, true]);

    // A succeeded delivery can be resent too (a receiver that lost it).
    const again = await call(`/vendors/me/webhooks/${endpoint.id}/deliveries/${entry.id}/resend`, { method: "POST", headers: auth(owner.token) });
    expect(again.status).toBe(202);
    await drainOutbox();
    expect(receiver.at("/flaky")).toHaveLength(3);
    expect(await db.auditLog.count({ where: { action: "webhook.delivery.resent", entityId: endpoint.id } })).toBe(2);
  });

  it("sends a test event to that endpoint only, and logs it", async () => {
    const { owner } = await quotingVendor();
    const endpoint = await register(owner, "/t1", ["booking.confirmed"]);
    const second = await register(owner, "/t2", ["booking.confirmed"]);
    const res = await call(`/vendors/me/webhooks/${endpoint.id}/test`, { method: "POST", headers: auth(owner.token) });
    expect(res.status).toBe(202);
    expect(res.json.data).toMatchObject({ event_type: "webhook.test", status: "pending" });
    await drainOutbox();
    expect(receiver.at("/t2")).toHaveLength(0);
    const [request] = receiver.at("/t1");
    expect(request.headers["x-munasabat-event"]).toBe("webhook.test");
    expect(receive(endpoint.secret, request.headers, request.body, new Set())).toMatchObject({
      ok: true,
      event: { type: "webhook.test", data: { endpoint_id: endpoint.id } },
    });
    expect((await deliveriesOf(owner, endpoint.id)).json.data[0]).toMatchObject({ id: res.json.data.id, status: "succeeded", response_code: 200 });
    expect((await deliveriesOf(owner, second.id)).json.data).toEqual([]);
  });

  it("after a rotation, signs with both active secrets: a receiver still holding the old one and one with the new one both accept", async () => {
    const { owner } = await quotingVendor();
    const endpoint = await register(owner, "/rotating", ["booking.confirmed"]);
    const rotated = await call(`/vendors/me/webhooks/${endpoint.id}/secret`, { method: "POST", headers: auth(owner.token) });
    expect(rotated.status).toBe(200);
    const fresh = rotated.json.data.secret as string;
    expect(fresh).not.toBe(endpoint.secret);
    await call(`/vendors/me/webhooks/${endpoint.id}/test`, { method: "POST", headers: auth(owner.token) });
    await drainOutbox();
    const [request] = receiver.at("/rotating");
    expect(String(request.headers["x-munasabat-signature"])).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(receive(fresh, request.headers, request.body, new Set()).ok).toBe(true);
    expect(receive(endpoint.secret, request.headers, request.body, new Set()).ok).toBe(true);
    expect(receive("whsec_not_this_endpoints", request.headers, request.body, new Set()).ok).toBe(false);
  });

  it("never follows a redirect: a 3xx is a failed attempt and its target is never called", async () => {
    const { vendor, owner } = await quotingVendor();
    const endpoint = await register(owner, "/moved", ["quote.accepted"]);
    receiver.redirect("/moved", `${receiver.base}/elsewhere`);
    await quoteAccepted(vendor.id);
    await drainOutbox();
    expect(receiver.at("/moved")).toHaveLength(1);
    expect(receiver.at("/elsewhere")).toHaveLength(0);
    expect(await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } })).toMatchObject({
      status: "pending",
      responseCode: 302,
      lastError: "redirect_not_followed",
    });
  });

  it("even with loopback allowed for tests, refuses private and link-local addresses at registration", async () => {
    const { owner } = await quotingVendor();
    for (const url of ["http://10.0.0.8/hook", "http://169.254.169.254/latest/meta-data", "http://192.168.1.10/hook", "http://[fe80::1]/hook"]) {
      const res = await call("/vendors/me/webhooks", { method: "POST", headers: auth(owner.token), body: { url, events: ["booking.confirmed"] } });
      expect(res.status, url).toBe(422);
      expect(res.json.error.details.url, url).toEqual(["This address points to a private or local network and cannot receive webhooks."]);
    }
  });

  it("turning an endpoint off stops its deliveries; on again sends new events", async () => {
    const { vendor, owner } = await quotingVendor();
    const endpoint = await register(owner, "/toggle", ["quote.accepted"]);
    const off = await call(`/vendors/me/webhooks/${endpoint.id}`, { method: "PATCH", headers: auth(owner.token), body: { status: "disabled" } });
    expect(off.json.data).toMatchObject({ status: "disabled", disabled_reason: "manual" });
    await quoteAccepted(vendor.id);
    await drainOutbox();
    expect(receiver.at("/toggle")).toHaveLength(0);
    const on = await call(`/vendors/me/webhooks/${endpoint.id}`, { method: "PATCH", headers: auth(owner.token), body: { status: "active" } });
    expect(on.json.data).toMatchObject({ status: "active", disabled_reason: null });
    await quoteAccepted(vendor.id);
    await drainOutbox();
    expect(receiver.at("/toggle")).toHaveLength(1);
  });
});
