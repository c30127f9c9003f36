import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { translate } from "@/server/core/i18n";
import { newId } from "@/server/core/ids";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { quotingVendor } from "@/server/test/rfqs";
import { vendorsBusyOn } from "./busy-vendors";
import { isFreeOn, isoDay } from "./calendar";
import { isPublicAddress } from "@/server/core/public-address";
import { FETCH_LIMITS, type FetchLimits } from "./ical-fetch";
import { syncCalendarImport, syncDueCalendarImports } from "./ical-sync";

// Importing an external iCal URL (docs/availability.md "iCal"): its busy days
// block the vendor's calendar and the search's date filter, replaced at each
// sync; the fetch is bounded in size, time and redirects, and reaches public
// addresses only. The calendars are served by a local server: the tests allow
// 127.0.0.1 (and plain http) through the fetch's explicit test seam only.

const DAY = 86_400_000;
const dayIn = (days: number) => isoDay(new Date(kuwaitDay(now()).getTime() + days * DAY));
const compact = (iso: string) => iso.replaceAll("-", "");

/** The seam: this test's server on 127.0.0.1 over http, every other address as in production. */
const LOCAL: FetchLimits = { ...FETCH_LIMITS, allowHttp: true, allowedAddress: (a) => a === "127.0.0.1" || isPublicAddress(a) };

const calendars = new Map<string, string>();
let server: Server;
let base: string;

function vcalendar(...events: string[]) {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
}
function allDay(uid: string, from: string, toExclusive: string, extra: string[] = []) {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(toExclusive)}`,
    "SUMMARY:Private meeting with Dr. X",
    ...extra,
    "END:VEVENT",
  ].join("\r\n");
}
function timed(uid: string, startUtc: string, endUtc: string, extra: string[] = []) {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", `DTSTART:${startUtc}`, `DTEND:${endUtc}`, "SUMMARY:Dentist", ...extra, "END:VEVENT"].join(
    "\r\n",
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    if (path.startsWith("/cal/")) {
      const body = calendars.get(path.slice(5));
      if (body === undefined) return res.writeHead(404).end();
      return res.writeHead(200, { "content-type": "text/calendar" }).end(body);
    }
    if (path === "/big") {
      // 2 MB, streamed without a Content-Length: the reader must stop by itself.
      res.writeHead(200, { "content-type": "text/calendar" });
      const chunk = Buffer.alloc(64 * 1024, "X");
      for (let i = 0; i < 32; i++) res.write(chunk);
      return res.end();
    }
    if (path === "/hang") {
      res.writeHead(200, { "content-type": "text/calendar" });
      res.write("BEGIN:VCALENDAR\r\n");
      return; // never ends
    }
    if (path.startsWith("/redirect?to=")) {
      return res.writeHead(302, { location: decodeURIComponent(path.slice("/redirect?to=".length)) }).end();
    }
    if (path.startsWith("/loop/")) {
      const n = Number(path.slice(6));
      return res.writeHead(302, { location: `/loop/${n + 1}` }).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function importFor(vendorId: string, url: string) {
  return db.vendorCalendarImport.create({ data: { id: newId(), vendorId, url } });
}

const changes = (vendorId: string) => db.outboxEvent.count({ where: { type: "VendorCalendarChanged", payload: { path: ["vendorId"], equals: vendorId } } });

describe("importing an external calendar", () => {
  it("blocks the busy days (all-day and timed, in Kuwait dates) for the calendar and the search, and a second sync replaces them", async () => {
    const { vendor, owner } = await quotingVendor();
    const key = newId();
    calendars.set(
      key,
      vcalendar(
        allDay("a", dayIn(5), dayIn(7)), // days 5 and 6
        allDay("free", dayIn(10), dayIn(11), ["TRANSP:TRANSPARENT"]),
        allDay("cancelled", dayIn(11), dayIn(12), ["STATUS:CANCELLED"]),
        // 22:30-23:30 UTC on day 8 is 01:30-02:30 in Kuwait on day 9.
        timed("t", `${compact(dayIn(8))}T223000Z`, `${compact(dayIn(8))}T233000Z`),
        allDay("past", dayIn(-10), dayIn(-8)),
        allDay("far", dayIn(800), dayIn(801)),
      ),
    );
    const imp = await importFor(vendor.id, `${base}/cal/${key}`);
    expect(await syncCalendarImport(imp.id, LOCAL)).toBe("changed");

    for (const [date, free] of [
      [dayIn(4), true],
      [dayIn(5), false],
      [dayIn(6), false],
      [dayIn(7), true],
      [dayIn(8), true],
      [dayIn(9), false],
      [dayIn(10), true],
      [dayIn(11), true],
    ] as const) {
      expect(await isFreeOn(vendor.id, date), date).toBe(free);
      expect((await vendorsBusyOn(date)).includes(vendor.id), date).toBe(!free);
    }
    expect(await db.vendorCalendarException.count({ where: { importId: imp.id } })).toBe(2);
    expect(await changes(vendor.id)).toBe(1);

    // The vendor sees "busy (imported)", nothing of the other calendar's events, and cannot remove the day by hand.
    const shown = await call("/vendors/me/calendar", { headers: auth(owner.token), query: { from: dayIn(5), to: dayIn(5) } });
    const exception = shown.json.data.exceptions[0];
    expect(exception).toMatchObject({ kind: "blocked", source: "ical", note: null });
    expect(JSON.stringify(shown.json)).not.toContain("Dr. X");
    const removed = await call(`/vendors/me/calendar/exceptions/${exception.id}`, { method: "DELETE", headers: auth(owner.token) });
    expect(removed.status).toBe(422);
    expect(Object.keys(removed.json.error.details)).toEqual(["id"]);
    expect(await isFreeOn(vendor.id, dayIn(5))).toBe(false);

    const status = (await call("/vendors/me/calendar/ical", { headers: auth(owner.token) })).json.data.imports[0];
    expect(status).toMatchObject({ id: imp.id, last_status: "ok", last_error: null, busy_ranges: 2 });

    // The other calendar changed: the old days are freed, the new one blocked.
    calendars.set(key, vcalendar(allDay("b", dayIn(12), dayIn(13))));
    expect(await syncCalendarImport(imp.id, LOCAL)).toBe("changed");
    expect(await isFreeOn(vendor.id, dayIn(5))).toBe(true);
    expect(await isFreeOn(vendor.id, dayIn(9))).toBe(true);
    expect(await isFreeOn(vendor.id, dayIn(12))).toBe(false);
    expect(await vendorsBusyOn(dayIn(5))).not.toContain(vendor.id);
    expect(await changes(vendor.id)).toBe(2);
    // The same calendar again: nothing to change, no event.
    expect(await syncCalendarImport(imp.id, LOCAL)).toBe("unchanged");
    expect(await changes(vendor.id)).toBe(2);

    // Removing the import frees its days.
    const gone = await call(`/vendors/me/calendar/imports/${imp.id}`, { method: "DELETE", headers: auth(owner.token) });
    expect(gone.status).toBe(204);
    expect(await isFreeOn(vendor.id, dayIn(12))).toBe(true);
  });

  it("expands a weekly recurring event inside the window", async () => {
    const { vendor } = await quotingVendor();
    const key = newId();
    calendars.set(key, vcalendar(allDay("weekly", dayIn(3), dayIn(4), ["RRULE:FREQ=WEEKLY;COUNT=3"])));
    const imp = await importFor(vendor.id, `${base}/cal/${key}`);
    expect(await syncCalendarImport(imp.id, LOCAL)).toBe("changed");
    for (const d of [3, 10, 17]) expect(await isFreeOn(vendor.id, dayIn(d)), `day ${d}`).toBe(false);
    for (const d of [4, 24]) expect(await isFreeOn(vendor.id, dayIn(d)), `day ${d}`).toBe(true);
  });

  it("refuses a body over the size limit and writes nothing", async () => {
    const { vendor } = await quotingVendor();
    const imp = await importFor(vendor.id, `${base}/big`);
    expect(await syncCalendarImport(imp.id, LOCAL)).toBe("failed");
    const row = await db.vendorCalendarImport.findUniqueOrThrow({ where: { id: imp.id } });
    expect(row).toMatchObject({ lastStatus: "error", lastError: "too_large" });
    expect(await db.vendorCalendarException.count({ where: { vendorId: vendor.id } })).toBe(0);
    expect(await changes(vendor.id)).toBe(0);
  });

  it("aborts a server that never finishes, and keeps the days of the last good sync", async () => {
    const { vendor } = await quotingVendor();
    const key = newId();
    calendars.set(key, vcalendar(allDay("a", dayIn(2), dayIn(3))));
    const imp = await importFor(vendor.id, `${base}/cal/${key}`);
    expect(await syncCalendarImport(imp.id, LOCAL)).toBe("changed");
    await db.vendorCalendarImport.update({ where: { id: imp.id }, data: { url: `${base}/hang` } });
    expect(await syncCalendarImport(imp.id, { ...LOCAL, timeoutMs: 300 })).toBe("failed");
    expect(await db.vendorCalendarImport.findUniqueOrThrow({ where: { id: imp.id } })).toMatchObject({ lastStatus: "error", lastError: "timeout" });
    expect(await isFreeOn(vendor.id, dayIn(2))).toBe(false);
  });

  it("follows up to 3 redirects to allowed addresses, and never one to a private address", async () => {
    const { vendor } = await quotingVendor();
    const key = newId();
    calendars.set(key, vcalendar(allDay("a", dayIn(4), dayIn(5))));
    const good = await importFor(vendor.id, `${base}/redirect?to=${encodeURIComponent(`/cal/${key}`)}`);
    expect(await syncCalendarImport(good.id, LOCAL)).toBe("changed");
    expect(await isFreeOn(vendor.id, dayIn(4))).toBe(false);

    const loop = await importFor(vendor.id, `${base}/loop/0`);
    expect(await syncCalendarImport(loop.id, LOCAL)).toBe("failed");
    expect((await db.vendorCalendarImport.findUniqueOrThrow({ where: { id: loop.id } })).lastError).toBe("too_many_redirects");

    // The seam allows 127.0.0.1 only: every other private target is refused by the real check, before any connection.
    for (const target of [
      "http://10.0.0.1/cal.ics",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/cal.ics",
      "http://127.0.0.2/cal.ics",
      "https://[::ffff:127.0.0.1]/cal.ics",
    ]) {
      const bad = await importFor(vendor.id, `${base}/redirect?to=${encodeURIComponent(target)}`);
      expect(await syncCalendarImport(bad.id, LOCAL), target).toBe("failed");
      expect((await db.vendorCalendarImport.findUniqueOrThrow({ where: { id: bad.id } })).lastError, target).toBe("address_refused");
    }
  });

  it("refreshes every import that is due in the scheduled job", async () => {
    const { vendor } = await quotingVendor();
    const key = newId();
    calendars.set(key, vcalendar(allDay("a", dayIn(6), dayIn(7))));
    const imp = await importFor(vendor.id, `${base}/cal/${key}`);
    await syncDueCalendarImports(LOCAL);
    expect(await db.vendorCalendarImport.findUniqueOrThrow({ where: { id: imp.id } })).toMatchObject({ lastStatus: "ok" });
    expect(await isFreeOn(vendor.id, dayIn(6))).toBe(false);
  });
});

describe("the address check (production)", () => {
  it("refuses loopback, private, link-local, CGNAT and unspecified addresses, v4 and v6", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fc00::1",
      "fd12::3",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:a9fe:a9fe",
      "not-an-ip",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses to register or fetch local addresses, plain http and a redirect to a private address", async () => {
    const { vendor, owner } = await quotingVendor();
    const register = (url: string) =>
      call("/vendors/me/calendar/imports", { method: "POST", headers: { ...auth(owner.token), "accept-language": "en" }, body: { url } });
    for (const [url, key] of [
      ["https://127.0.0.1/cal.ics", "validation.ical_url_address_refused"],
      ["https://10.0.0.1/cal.ics", "validation.ical_url_address_refused"],
      ["https://169.254.169.254/cal.ics", "validation.ical_url_address_refused"],
      ["https://[::1]/cal.ics", "validation.ical_url_address_refused"],
      ["https://localhost/cal.ics", "validation.ical_url_address_refused"],
      ["http://example.com/cal.ics", "validation.ical_url_not_https"],
      ["not a url", "validation.ical_url_bad_url"],
    ]) {
      const res = await register(url);
      expect(res.status, url).toBe(422);
      expect(res.json.error.details.url, url).toEqual([translate("en", `api.${key}`)]);
    }
    expect(await db.vendorCalendarImport.count({ where: { vendorId: vendor.id } })).toBe(0);

    // Even over http allowed, the real check refuses this test's own server, directly or at the end of a redirect.
    const realOverHttp: FetchLimits = { ...FETCH_LIMITS, allowHttp: true };
    const direct = await importFor(vendor.id, `${base}/cal/none`);
    expect(await syncCalendarImport(direct.id, realOverHttp)).toBe("failed");
    expect((await db.vendorCalendarImport.findUniqueOrThrow({ where: { id: direct.id } })).lastError).toBe("address_refused");
    const plain = await importFor(vendor.id, `${base}/cal/none`);
    expect(await syncCalendarImport(plain.id)).toBe("failed");
    expect((await db.vendorCalendarImport.findUniqueOrThrow({ where: { id: plain.id } })).lastError).toBe("not_https");
  });
});
