import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { guardConnections, INTERNAL_AS_IPV6_ADDRESSES, INTERNAL_AS_IPV6_URLS, stubResolver } from "@/server/test/outbound-guard";
import { quotingVendor } from "@/server/test/rfqs";
import { attemptDelivery } from "./attempt";

// Outbound webhooks never reach an internal IPv4 address written as IPv6
// (server/core/public-address.ts): refused at registration, at every attempt
// and never reached by a redirect (a delivery follows none). Every connection
// is watched (server/test/outbound-guard.ts): none may go anywhere but this
// file's receiver on 127.0.0.1, which the deliveries reach only with
// WEBHOOKS_ALLOW_LOOPBACK=1.

let guard: ReturnType<typeof guardConnections>;
let server: Server;
let port: number;
const received: string[] = [];
const REDIRECTS: Record<string, [number, string]> = {
  "/r302": [302, "https://[::ffff:7f00:1]/x"],
  "/r307": [307, "http://[2002:7f00:1::]/"],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req.url ?? "/");
    req.resume();
    const redirect = REDIRECTS[req.url ?? ""];
    if (redirect) return res.writeHead(redirect[0], { location: redirect[1] }).end();
    res.writeHead(200).end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  guard = guardConnections();
});
afterEach(() => {
  guard.restore();
  vi.unstubAllEnvs();
  resetConfig();
});

function allowLoopback(on: boolean) {
  vi.stubEnv("WEBHOOKS_ALLOW_LOOPBACK", on ? "1" : "0");
  resetConfig();
}

const refusedAnswer = [translate("en", "api.validation.webhook_url_address_refused")];
const register = (token: string, url: string) =>
  call("/vendors/me/webhooks", { method: "POST", headers: auth(token, "en"), body: { url, events: ["booking.confirmed"] } });
const endpointsOf = async (ownerId: string) =>
  db.webhookEndpoint.count({ where: { vendorId: (await db.vendorMember.findFirstOrThrow({ where: { userId: ownerId } })).vendorId } });

async function dueDelivery(endpointId: string) {
  return db.webhookDelivery.create({
    data: { id: newId(), endpointId, eventId: `evt_${newId()}`, eventType: "booking.confirmed", body: "{}", nextAttemptAt: new Date(Date.now() - 1000) },
  });
}

describe("registering a webhook endpoint on an internal address written as IPv6", () => {
  it.each([
    ["in production", false],
    ["with the test receivers' WEBHOOKS_ALLOW_LOOPBACK=1", true],
  ])("refuses every literal form %s, with the field error and no connection", async (_policy, loopback) => {
    allowLoopback(loopback);
    const { owner } = await quotingVendor();
    for (const url of INTERNAL_AS_IPV6_URLS) {
      for (const candidate of [url, url.replace("https:", "http:")]) {
        const res = await register(owner.token, candidate);
        expect(res.status, candidate).toBe(422);
        // Plain http is refused first in production; with it allowed the address is what is refused.
        if (loopback || candidate.startsWith("https:")) expect(res.json.error.details.url, candidate).toEqual(refusedAnswer);
      }
    }
    expect(await endpointsOf(owner.id)).toBe(0);
    expect(guard.attempts).toEqual([]);
  });

  it("refuses a name any of whose addresses is one of them, and a change of URL to one", async () => {
    const names = new Map<string, readonly string[]>(INTERNAL_AS_IPV6_ADDRESSES.map((address, i) => [`internal-${i}.hooks.test`, [address]]));
    names.set("mixed.hooks.test", ["93.184.215.14", "2606:4700:4700::1111", "::ffff:0:a9fe:a9fe"]);
    names.set("public.hooks.test", ["93.184.215.14", "2606:4700:4700::1111"]);
    const resolver = stubResolver(names);
    try {
      const { owner } = await quotingVendor();
      for (const name of [...names.keys()].filter((n) => n !== "public.hooks.test")) {
        const res = await register(owner.token, `https://${name}/in`);
        expect(res.status, name).toBe(422);
        expect(res.json.error.details.url, name).toEqual(refusedAnswer);
      }
      const created = await register(owner.token, "https://public.hooks.test/in");
      expect(created.status).toBe(201);
      const params = { id: created.json.data.id };
      for (const url of [...INTERNAL_AS_IPV6_URLS, "https://mixed.hooks.test/in"]) {
        const res = await call(`/vendors/me/webhooks/${params.id}`, { method: "PATCH", headers: auth(owner.token, "en"), body: { url } });
        expect(res.status, url).toBe(422);
        expect(res.json.error.details.url, url).toEqual(refusedAnswer);
      }
      expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id: params.id } })).url).toBe("https://public.hooks.test/in");
      expect(guard.attempts).toEqual([]);
    } finally {
      resolver.restore();
    }
  });
});

describe("a webhook delivery", () => {
  it("checks again at every attempt: a name now resolving to an internal address, or a stored literal one, fails without a connection", async () => {
    const answers = new Map<string, readonly string[]>([["rebind.hooks.test", ["93.184.215.14"]]]);
    const resolver = stubResolver(answers);
    try {
      const { owner } = await quotingVendor();
      const created = await register(owner.token, "https://rebind.hooks.test/in");
      expect(created.status).toBe(201);
      for (const address of INTERNAL_AS_IPV6_ADDRESSES) {
        answers.set("rebind.hooks.test", ["93.184.215.14", address]);
        const delivery = await dueDelivery(created.json.data.id);
        expect(await attemptDelivery(delivery.id), address).toBe("retry");
        expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } }), address).toMatchObject({
          lastError: "address_refused",
          responseCode: null,
          attempts: 1,
        });
      }
      // Rows that never went through registration (written before this check existed) are refused the same way.
      const { vendorId } = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: created.json.data.id } });
      for (const url of INTERNAL_AS_IPV6_URLS) {
        const endpoint = await db.webhookEndpoint.create({ data: { id: newId(), vendorId, url, events: ["booking.confirmed"] } });
        const delivery = await dueDelivery(endpoint.id);
        await attemptDelivery(delivery.id);
        expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).lastError, url).toBe("address_refused");
      }
      expect(guard.attempts).toEqual([]);
    } finally {
      resolver.restore();
    }
  });

  it.each(Object.entries(REDIRECTS))(
    "does not follow the %s redirect to an internal address: the attempt fails and the target is never connected to",
    async (path, [status]) => {
      allowLoopback(true);
      const { owner } = await quotingVendor();
      const created = await register(owner.token, `http://127.0.0.1:${port}${path}`);
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const before = received.length;
      const delivery = await dueDelivery(created.json.data.id);

      expect(await attemptDelivery(delivery.id)).toBe("retry");
      expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
        status: "pending",
        responseCode: status,
        lastError: "redirect_not_followed",
        attempts: 1,
      });
      expect(await db.webhookAttempt.findMany({ where: { deliveryId: delivery.id }, select: { number: true, responseCode: true, error: true } })).toEqual([
        { number: 1, responseCode: status, error: "redirect_not_followed" },
      ]);
      // One request, to the receiver; nothing after it.
      expect(received.slice(before)).toEqual([path]);
      expect(guard.attempts).toEqual([{ host: "127.0.0.1", port }]);
    },
  );
});
