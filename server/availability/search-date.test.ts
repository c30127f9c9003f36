import { beforeAll, describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { registerSearchHandlers, reindexVendor } from "@/server/search/engine/indexer";
import { bookedRfq } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { quotingVendor } from "@/server/test/rfqs";
import { isoDay } from "./calendar";

// The search's date filter (GET /search/vendors?date=...): only vendors with
// room that day, totals and facets included (on the built-in engine here; the
// Meilisearch adapter gets the same exclusion list, server/search/providers).

beforeAll(() => registerSearchHandlers());

const DAY = 86_400_000;
const dayIn = (days: number) => isoDay(new Date(kuwaitDay(now()).getTime() + days * DAY));
const search = (query: Record<string, string>) => call("/search/vendors", { query });
const idsOf = (res: { json: { data: { id: string }[] } }) => res.json.data.map((c) => c.id);

async function indexedVendor() {
  const made = await quotingVendor();
  await reindexVendor(made.vendor.id);
  return made;
}

describe("GET /search/vendors?date=", () => {
  it("leaves out a vendor that blocked the day, with totals and facets, and finds it on another day", async () => {
    const { vendor, owner } = await indexedVendor();
    const q = vendor.nameEn;
    const blocked = dayIn(20);
    expect(idsOf(await search({ q, date: blocked }))).toEqual([vendor.id]);
    const res = await call("/vendors/me/calendar/exceptions", {
      method: "POST",
      headers: auth(owner.token),
      body: { kind: "blocked", starts_on: blocked, ends_on: blocked },
    });
    expect(res.status).toBe(201);
    const that = await search({ q, date: blocked });
    expect(idsOf(that)).toEqual([]);
    expect(that.json.meta.pagination.total).toBe(0);
    expect(that.json.meta.facets.category_id).toEqual({});
    const other = await search({ q, date: dayIn(21) });
    expect(idsOf(other)).toEqual([vendor.id]);
    expect(other.json.meta.pagination.total).toBe(1);
    expect(idsOf(await search({ q }))).toEqual([vendor.id]);
  });

  it("leaves out a vendor on a day off its weekly plan", async () => {
    const { vendor, owner } = await indexedVendor();
    const date = dayIn(30);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const plan = await call("/vendors/me/calendar/plan", {
      method: "PUT",
      headers: auth(owner.token),
      body: { work_days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday), daily_capacity: 1 },
    });
    expect(plan.status).toBe(200);
    expect(idsOf(await search({ q: vendor.nameEn, date }))).toEqual([]);
    expect(idsOf(await search({ q: vendor.nameEn, date: dayIn(31) }))).toEqual([vendor.id]);
  });

  it("leaves out a vendor whose capacity is taken by a booking that day (the default one a day without a saved plan), and not the day after", async () => {
    const { vendors, booking } = await bookedRfq();
    const vendor = vendors[0].vendor;
    await reindexVendor(vendor.id);
    const date = isoDay(booking.serviceDate);
    expect(idsOf(await search({ q: vendor.nameEn, date }))).toEqual([]);
    const next = isoDay(new Date(booking.serviceDate.getTime() + DAY));
    expect(idsOf(await search({ q: vendor.nameEn, date: next }))).toEqual([vendor.id]);
    const plan = await call("/vendors/me/calendar/plan", {
      method: "PUT",
      headers: auth(vendors[0].owner.token),
      body: { work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 2 },
    });
    expect(plan.status).toBe(200);
    expect(idsOf(await search({ q: vendor.nameEn, date }))).toEqual([vendor.id]);
  });
});
