import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { newId } from "@/server/core/ids";
import { isPublicAddress } from "@/server/core/public-address";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { guardConnections, INTERNAL_AS_IPV6_ADDRESSES, INTERNAL_AS_IPV6_URLS, stubResolver } from "@/server/test/outbound-guard";
import { quotingVendor } from "@/server/test/rfqs";
import { checkTarget, FETCH_LIMITS, fetchCalendar, IcalFetchError, type FetchLimits } from "./ical-fetch";
import { syncCalendarImport } from "./ical-sync";

// The iCal import never reaches an internal IPv4 address written as IPv6
// (server/core/public-address.ts): refused at registration (which would fetch
// at once), at every fetch, and at every redirect hop before connecting to it.
// Every connection is watched (server/test/outbound-guard.ts): none may go
// anywhere but this file's server on 127.0.0.1, which the fetches reach only
// through the fetch's explicit test seam (LOCAL).

const LOCAL: FetchLimits = { ...FETCH_LIMITS, allowHttp: true, allowedAddress: (a) => a === "127.0.0.1" || isPublicAddress(a) };
const REDIRECTS: Record<string, [number, string]> = {
  "/r302": [302, "https://[::ffff:7f00:1]/x"],
  "/r307": [307, "http://[2002:7f00:1::]/"],
  "/r301-name": [301, "https://internal.cal.test/cal.ics"],
};

let guard: ReturnType<typeof guardConnections>;
let server: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req.url ?? "/");
    const redirect = REDIRECTS[req.url ?? ""];
    if (redirect) return res.writeHead(redirect[0], { location: redirect[1] }).end();
    res.writeHead(404).end();
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
afterEach(() => guard.restore());

const refusedAnswer = [translate("en", "api.validation.ical_url_address_refused")];
const importFor = (vendorId: string, url: string) => db.vendorCalendarImport.create({ data: { id: newId(), vendorId, url } });
const addedEvents = (vendorId: string) => db.outboxEvent.count({ where: { type: "CalendarImportAdded", payload: { path: ["vendorId"], equals: vendorId } } });
const lastError = async (id: string) => (await db.vendorCalendarImport.findUniqueOrThrow({ where: { id } })).lastError;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IcalFetchError);
  return (error as IcalFetchError).code;
}

describe("registering an iCal import on an internal address written as IPv6", () => {
  it("refuses every literal form and every name resolving to one, with the field error, no import, no first sync and no connection", async () => {
    const names = new Map<string, readonly string[]>(INTERNAL_AS_IPV6_ADDRESSES.map((address, i) => [`internal-${i}.cal.test`, [address]]));
    names.set("mixed.cal.test", ["93.184.215.14", "2a00:1450:4001::1", "2002:a9fe:a9fe::"]);
    const resolver = stubResolver(names);
    try {
      const { vendor, owner } = await quotingVendor();
      const urls = [...INTERNAL_AS_IPV6_URLS.map((url) => `${url}cal.ics`), ...[...names.keys()].map((name) => `https://${name}/cal.ics`)];
      for (const url of urls) {
        const res = await call("/vendors/me/calendar/imports", { method: "POST", headers: auth(owner.token, "en"), body: { url } });
        expect(res.status, url).toBe(422);
        expect(res.json.error.details.url, url).toEqual(refusedAnswer);
      }
      expect(await db.vendorCalendarImport.count({ where: { vendorId: vendor.id } })).toBe(0);
      expect(await addedEvents(vendor.id)).toBe(0);
      // The tests' seam (127.0.0.1 and plain http allowed) refuses them too: only the exact 127.0.0.1 is let through.
      for (const url of [...urls, ...INTERNAL_AS_IPV6_URLS.map((u) => u.replace("https:", "http:"))]) {
        expect(await refusal(checkTarget(url, LOCAL)), url).toBe("address_refused");
      }
      expect(guard.attempts).toEqual([]);
    } finally {
      resolver.restore();
    }
  });
});

describe("fetching an imported calendar", () => {
  it("checks again at every fetch: a stored literal form, or a name that now resolves to one, fails without a connection", async () => {
    const answers = new Map<string, readonly string[]>([["rebind.cal.test", ["93.184.215.14"]]]);
    const resolver = stubResolver(answers);
    try {
      const { vendor } = await quotingVendor();
      for (const url of INTERNAL_AS_IPV6_URLS) {
        const imp = await importFor(vendor.id, `${url}cal.ics`);
        expect(await syncCalendarImport(imp.id), url).toBe("failed");
        expect(await lastError(imp.id), url).toBe("address_refused");
      }
      const rebound = await importFor(vendor.id, "https://rebind.cal.test/cal.ics");
      for (const address of INTERNAL_AS_IPV6_ADDRESSES) {
        answers.set("rebind.cal.test", [address]);
        expect(await syncCalendarImport(rebound.id), address).toBe("failed");
        expect(await lastError(rebound.id), address).toBe("address_refused");
      }
      expect(await db.vendorCalendarException.count({ where: { vendorId: vendor.id } })).toBe(0);
      expect(guard.attempts).toEqual([]);
    } finally {
      resolver.restore();
    }
  });

  it.each(Object.entries(REDIRECTS))("refuses the %s redirect hop to an internal address before connecting to it", async (path) => {
    const resolver = stubResolver(new Map([["internal.cal.test", ["::ffff:0:7f00:1"]]]));
    try {
      const { vendor } = await quotingVendor();
      const url = `http://127.0.0.1:${port}${path}`;
      const before = received.length;
      expect(await refusal(fetchCalendar(url, LOCAL))).toBe("address_refused");
      const imp = await importFor(vendor.id, url);
      expect(await syncCalendarImport(imp.id, LOCAL)).toBe("failed");
      expect(await lastError(imp.id)).toBe("address_refused");
      // Two fetches, each one request to this server and no connection after it.
      expect(received.slice(before)).toEqual([path, path]);
      expect(guard.attempts).toEqual([
        { host: "127.0.0.1", port },
        { host: "127.0.0.1", port },
      ]);
    } finally {
      resolver.restore();
    }
  });
});
