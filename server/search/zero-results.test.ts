import { describe, expect, it, vi } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db, dbHandle } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { bearer, registerUser, signedIn, tag } from "@/server/test/identity";
import { flushZeroResults, kuwaitWeekStart, recordZeroResult } from "./zero-results";

// The zero-result report: counts per folded query and Kuwait week (Monday
// 00:00 Asia/Kuwait), shown from 10 a week (spec Limits). Each test searches
// for its own words, so rows of other tests never match its assertions.

type Row = { query: string; normalized_query: string; week_start: string; count: number; last_seen_at: string; locale: string };

// A Wednesday; its Kuwait week starts Monday 2026-03-09.
const WEDNESDAY = "2026-03-11T10:00:00+03:00";

async function searchTimes(query: string, times: number, locale: "ar" | "en" = "ar") {
  for (let i = 0; i < times; i++) recordZeroResult(query, locale);
  await flushZeroResults();
}

async function report(query: Record<string, string> = {}) {
  const admin = await signedIn({ roles: ["admin_moderator"] });
  return call("/admin/search/zero-results-report", { headers: bearer(admin.token, "en"), query });
}

const rowsFor = (data: Row[], normalized: string) => data.filter((r) => r.normalized_query === normalized);

describe("kuwaitWeekStart", () => {
  it("is the Monday of the Kuwait calendar week, switching at 00:00 Kuwait time (21:00 UTC on Sunday)", () => {
    expect(kuwaitWeekStart(new Date(WEDNESDAY)).toISOString()).toBe("2026-03-09T00:00:00.000Z");
    expect(kuwaitWeekStart(new Date("2026-03-08T20:59:00Z")).toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(kuwaitWeekStart(new Date("2026-03-08T21:00:00Z")).toISOString()).toBe("2026-03-09T00:00:00.000Z");
    expect(kuwaitWeekStart(new Date("2026-03-15T20:59:59Z")).toISOString()).toBe("2026-03-09T00:00:00.000Z");
  });
});

describe("GET /admin/search/zero-results-report", () => {
  it("shows a query from its 10th zero-result search in a week, not at 9, grouping spelling variants", async () => {
    freezeClock(WEDNESDAY);
    const t = tag();
    await searchTimes(`قاعة ${t}`, 5);
    await searchTimes(`قاعه ${t}`, 4); // ة/ه fold together: 9 so far

    const nine = await report();
    expect(nine.status).toBe(200);
    expect(rowsFor(nine.json.data, `قاعه ${t}`)).toEqual([]);

    freezeClock("2026-03-12T18:30:00+03:00");
    recordZeroResult(` قاعة  ${t}`, "en");
    const ten = await report();
    expect(rowsFor(ten.json.data, `قاعه ${t}`)).toEqual([
      { query: `قاعة  ${t}`, normalized_query: `قاعه ${t}`, week_start: "2026-03-09", count: 10, last_seen_at: "2026-03-12T15:30:00.000Z", locale: "en" },
    ]);
  });

  it("counts each Kuwait week on its own, and covers the last `weeks` weeks (default 4)", async () => {
    const t = tag();
    // 6 + 6 across the Sunday/Monday boundary (Kuwait time): two weeks of 6, shown in neither.
    freezeClock("2026-03-08T23:30:00+03:00");
    await searchTimes(`split ${t}`, 6, "en");
    freezeClock("2026-03-09T00:30:00+03:00");
    await searchTimes(`split ${t}`, 6, "en");
    // 12 three weeks before the current one: inside the default 4 weeks, outside 3.
    freezeClock("2026-02-17T12:00:00+03:00");
    await searchTimes(`old ${t}`, 12, "en");

    freezeClock(WEDNESDAY);
    const rows = await db.searchZeroResult.findMany({ where: { queryNorm: `split ${t}` }, orderBy: { weekStart: "asc" } });
    expect(rows.map((r) => [r.weekStart.toISOString().slice(0, 10), r.count])).toEqual([
      ["2026-03-02", 6],
      ["2026-03-09", 6],
    ]);
    expect(rowsFor((await report()).json.data, `split ${t}`)).toEqual([]);

    expect(rowsFor((await report()).json.data, `old ${t}`)).toMatchObject([{ week_start: "2026-02-16", count: 12 }]);
    expect(rowsFor((await report({ weeks: "4" })).json.data, `old ${t}`)).toHaveLength(1);
    expect(rowsFor((await report({ weeks: "3" })).json.data, `old ${t}`)).toEqual([]);
    expect(rowsFor((await report({ weeks: "1" })).json.data, `old ${t}`)).toEqual([]);
  });

  it("orders by count (highest first) and paginates", async () => {
    freezeClock(WEDNESDAY);
    const t = tag();
    await searchTimes(`low ${t}`, 10, "en");
    await searchTimes(`high ${t}`, 14, "en");
    await searchTimes(`mid ${t}`, 12, "en");
    const all = (await report({ per_page: "50" })).json.data as Row[];
    const ours = all.filter((r) => r.normalized_query.endsWith(t)).map((r) => r.normalized_query);
    expect(ours).toEqual([`high ${t}`, `mid ${t}`, `low ${t}`]);
    const counts = all.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const first = await report({ per_page: "1" });
    expect(first.json.meta.pagination).toMatchObject({ page: 1, per_page: 1, total: all.length, total_pages: all.length });
    expect(first.json.links.next).toContain("page=2");
    const second = await report({ per_page: "1", page: "2" });
    expect(second.json.data[0]).toEqual(all[1]);
  });

  it("ignores queries with nothing left after folding", async () => {
    freezeClock(WEDNESDAY);
    const before = await db.searchZeroResult.count();
    await searchTimes("؟!! ...", 3);
    await searchTimes("   ", 3);
    expect(await db.searchZeroResult.count()).toBe(before);
  });

  it("validates `weeks` (1-12) and other parameters strictly", async () => {
    for (const weeks of ["0", "13", "two"]) {
      const res = await report({ weeks });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.error.details)).toEqual(["weeks"]);
    }
    expect((await report({ weeks: "12" })).status).toBe(200);
    expect((await report({ q: "x" })).json.error.details).toEqual({ q: ["Unknown parameter."] });
  });

  it("needs search.report: Content and Super admins only (403 for customers and Operations, 401 anonymous)", async () => {
    const path = "/admin/search/zero-results-report";
    for (const caller of [await registerUser(), await signedIn({ roles: ["admin_operations"] })]) {
      const res = await call(path, { headers: bearer(caller.token) });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("FORBIDDEN");
    }
    expect((await call(path)).status).toBe(401);
    expect((await call(path, { headers: bearer((await signedIn({ roles: ["admin_super"] })).token) })).status).toBe(200);
  });
});

describe("zero-result counts from many searches at once", () => {
  it("adds up counts kept in memory and written in one statement, and keeps them when the write fails", async () => {
    freezeClock(WEDNESDAY);
    const t = tag();
    await Promise.all(Array.from({ length: 25 }, () => Promise.resolve(recordZeroResult(`burst ${t}`, "en"))));
    expect(await db.searchZeroResult.findFirst({ where: { queryNorm: `burst ${t}` } })).toBeNull(); // not yet written
    await Promise.all([flushZeroResults(), flushZeroResults()]);
    expect((await db.searchZeroResult.findFirstOrThrow({ where: { queryNorm: `burst ${t}` } })).count).toBe(25);

    recordZeroResult(`burst ${t}`, "en");
    const failing = vi.spyOn(dbHandle().prisma, "$executeRaw").mockRejectedValueOnce(new Error("connection lost"));
    await flushZeroResults();
    failing.mockRestore();
    recordZeroResult(`burst ${t}`, "en");
    await flushZeroResults();
    expect((await db.searchZeroResult.findFirstOrThrow({ where: { queryNorm: `burst ${t}` } })).count).toBe(27);
  });
});
