import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { setSearchProvider } from "@/server/search/engine/engine";
import { registerSearchHandlers, reindexVendor } from "@/server/search/engine/indexer";
import { MeilisearchProvider } from "@/server/search/engine/providers/meilisearch";
import { bookingApi, customerQuoteApi } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { quotedRfq, quotingVendor } from "@/server/test/rfqs";
import { busyDay } from "./busy-vendors";
import { busyAmong } from "./free-vendors";
import { isoDay } from "./calendar";
import { isPublicAddress } from "@/server/core/public-address";
import { FETCH_LIMITS, type FetchLimits } from "./ical-fetch";
import { syncCalendarImport } from "./ical-sync";

// The busy-day cache (docs/availability.md "The busy-day cache"): each day's
// busy vendors are kept in memory under the `calendar` version, and every kind
// of change that can make a day free or busy moves that version, whichever
// process or connection wrote. The search's date filter reads it, on both engines.

beforeAll(() => registerSearchHandlers());
afterEach(() => {
  setSearchProvider(undefined);
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const dayIn = (days: number) => isoDay(new Date(kuwaitDay(now()).getTime() + days * DAY));
const busy = async (vendorId: string, date: string) => (await busyDay(date)).set.has(vendorId);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const LOCAL: FetchLimits = { ...FETCH_LIMITS, allowHttp: true, allowedAddress: (a) => a === "127.0.0.1" || isPublicAddress(a) };

function calendarApi(token: string) {
  const headers = auth(token);
  return {
    plan: (body: unknown) => call("/vendors/me/calendar/plan", { method: "PUT", headers, body }),
    add: (body: unknown) => call("/vendors/me/calendar/exceptions", { method: "POST", headers, body }),
    remove: (id: string) => call(`/vendors/me/calendar/exceptions/${id}`, { method: "DELETE", headers }),
  };
}

describe("the busy-day cache", () => {
  it("answers a day from memory while nothing changes, and again after a change", async () => {
    const { vendor, owner } = await quotingVendor();
    const date = dayIn(12);
    const first = await busyDay(date);
    expect(await busyDay(date)).toBe(first); // the same set: no new read
    expect((await calendarApi(owner.token).add({ kind: "blocked", starts_on: date, ends_on: date })).status).toBe(201);
    const after = await busyDay(date);
    expect(after).not.toBe(first);
    expect(after.set.has(vendor.id)).toBe(true);
  });

  it("follows the weekly plan and an open exception on a day off", async () => {
    const { vendor, owner } = await quotingVendor();
    const api = calendarApi(owner.token);
    const date = dayIn(15);
    expect(await busy(vendor.id, date)).toBe(false);
    expect((await api.plan({ work_days: ALL_WEEK.filter((d) => d !== weekdayOf(date)), daily_capacity: 1 })).status).toBe(200);
    expect(await busy(vendor.id, date)).toBe(true);
    const open = await api.add({ kind: "open", starts_on: date, ends_on: date });
    expect(open.status).toBe(201);
    expect(await busy(vendor.id, date)).toBe(false);
    expect((await api.remove(open.json.data.id)).status).toBe(204);
    expect(await busy(vendor.id, date)).toBe(true);
    expect((await api.plan({ work_days: ALL_WEEK, daily_capacity: 1 })).status).toBe(200);
    expect(await busy(vendor.id, date)).toBe(false);
  });

  it("follows a blocked day and its removal", async () => {
    const { vendor, owner } = await quotingVendor();
    const api = calendarApi(owner.token);
    const date = dayIn(16);
    expect(await busy(vendor.id, date)).toBe(false);
    const blocked = await api.add({ kind: "blocked", starts_on: date, ends_on: dayIn(17) });
    expect(blocked.status).toBe(201);
    expect(await busy(vendor.id, date)).toBe(true);
    expect(await busy(vendor.id, dayIn(17))).toBe(true);
    expect((await api.remove(blocked.json.data.id)).status).toBe(204);
    expect(await busy(vendor.id, date)).toBe(false);
  });

  it("follows bookings taking the day, the capacity, and a cancellation giving it back", async () => {
    const { buyer, event, vendors, quotes } = await quotedRfq();
    const vendor = vendors[0].vendor;
    const api = calendarApi(vendors[0].owner.token);
    const date = isoDay(event.eventDate!);
    expect((await api.plan({ work_days: ALL_WEEK, daily_capacity: 1 })).status).toBe(200);
    expect(await busy(vendor.id, date)).toBe(false);
    const accepted = await customerQuoteApi(buyer.token).acceptCatalog(quotes[0].id);
    expect(accepted.status).toBe(201);
    expect(await busy(vendor.id, date)).toBe(true); // consumed
    expect((await api.plan({ work_days: ALL_WEEK, daily_capacity: 2 })).status).toBe(200);
    expect(await busy(vendor.id, date)).toBe(false); // room for one more
    expect((await api.plan({ work_days: ALL_WEEK, daily_capacity: 1 })).status).toBe(200);
    expect(await busy(vendor.id, date)).toBe(true);
    expect((await bookingApi(buyer.token).cancel(accepted.json.data.booking.id)).status).toBe(200);
    expect(await busy(vendor.id, date)).toBe(false); // released
  });

  it("follows an iCal import's days, and their release when the import is removed", async () => {
    const { vendor, owner } = await quotingVendor();
    const date = dayIn(20);
    const compact = (iso: string) => iso.replaceAll("-", "");
    const body = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "BEGIN:VEVENT",
      "UID:a",
      "DTSTAMP:20260101T000000Z",
      `DTSTART;VALUE=DATE:${compact(date)}`,
      `DTEND;VALUE=DATE:${compact(dayIn(21))}`,
      "SUMMARY:Busy",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    // The calendar served on 127.0.0.1, allowed through the fetch's test seam only (as ical-import.test.ts).
    const server = createServer((_, res) => res.writeHead(200, { "content-type": "text/calendar" }).end(body));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cal.ics`;
      const imported = await db.vendorCalendarImport.create({ data: { id: newId(), vendorId: vendor.id, url } });
      expect(await busy(vendor.id, date)).toBe(false);
      expect(await syncCalendarImport(imported.id, LOCAL)).toBe("changed");
      expect(await busy(vendor.id, date)).toBe(true);
      const removed = await call(`/vendors/me/calendar/imports/${imported.id}`, { method: "DELETE", headers: auth(owner.token) });
      expect(removed.status).toBe(204);
      expect(await busy(vendor.id, date)).toBe(false);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // reason: runs on PostgreSQL only; PGlite has a single connection, so there is no second process's connection to commit from
  it.skipIf(!process.env.DATABASE_URL)("sees a change committed by another process (its own connection)", async () => {
    const { vendor } = await quotingVendor();
    const date = dayIn(25);
    expect(await busy(vendor.id, date)).toBe(false);
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query(`INSERT INTO vendor_calendar_exceptions (id, vendor_id, kind, starts_on, ends_on) VALUES ($1, $2, 'blocked', $3::date, $3::date)`, [
        newId(),
        vendor.id,
        date,
      ]);
    } finally {
      await other.end();
    }
    expect(await busy(vendor.id, date)).toBe(true);
  });

  it("asks SQL about the given vendors only for busyAmong, with the same answer", async () => {
    const a = await quotingVendor();
    const b = await quotingVendor();
    const date = dayIn(30);
    expect((await calendarApi(a.owner.token).add({ kind: "blocked", starts_on: date, ends_on: date })).status).toBe(201);
    expect([...(await busyAmong([a.vendor.id, b.vendor.id], date))]).toEqual([a.vendor.id]);
    expect([...(await busyAmong([b.vendor.id], date))]).toEqual([]);
  });
});

describe("the search's date filter follows the cache on both engines", () => {
  it("built-in engine: a day blocked, then unblocked, between two searches of that date", async () => {
    const { vendor, owner } = await quotingVendor();
    await reindexVendor(vendor.id);
    const date = dayIn(40);
    const found = async () => (await call("/search/vendors", { query: { q: vendor.nameEn, date } })).json.data.map((c: { id: string }) => c.id);
    expect(await found()).toEqual([vendor.id]);
    const blocked = await calendarApi(owner.token).add({ kind: "blocked", starts_on: date, ends_on: date });
    expect(await found()).toEqual([]);
    await calendarApi(owner.token).remove(blocked.json.data.id);
    expect(await found()).toEqual([vendor.id]);
  });

  it("Meilisearch: the busy vendor is in the `id NOT IN` filter after the change and out of it after its removal", async () => {
    const { vendor, owner } = await quotingVendor();
    const filters: string[] = [];
    // A stand-in Meilisearch (as meilisearch.test.ts): index set-up tasks succeed, searches find nothing and are recorded.
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    vi.stubGlobal("fetch", async (input: URL | string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const task = /^\/tasks\/(\d+)$/.exec(path);
      if (task) return json({ uid: Number(task[1]), indexUid: "x", status: "succeeded", type: "x", error: null });
      if (path !== "/multi-search") return json({ taskUid: 1, indexUid: "x", status: "enqueued", type: "x", enqueuedAt: new Date().toISOString() }, 202);
      const body = JSON.parse(String(init?.body)) as { queries: Array<{ indexUid: string; filter?: string }> };
      filters.push(body.queries[0].filter ?? "");
      return json({ results: body.queries.map((q) => ({ indexUid: q.indexUid, hits: [], totalHits: 0, facetDistribution: {} })) });
    });
    setSearchProvider(new MeilisearchProvider({ host: "http://meili.test:7700", apiKey: "test-key", indexPrefix: "t" }));
    const date = dayIn(41);
    const search = () => call("/search/vendors", { query: { q: "hall", date } });
    const excludesVendor = () => filters.at(-1)!.includes(`"${vendor.id}"`);
    expect((await search()).status).toBe(200);
    expect(excludesVendor()).toBe(false);
    const blocked = await calendarApi(owner.token).add({ kind: "blocked", starts_on: date, ends_on: date });
    expect((await search()).status).toBe(200);
    expect(excludesVendor()).toBe(true);
    await calendarApi(owner.token).remove(blocked.json.data.id);
    expect((await search()).status).toBe(200);
    expect(excludesVendor()).toBe(false);
  });
});
