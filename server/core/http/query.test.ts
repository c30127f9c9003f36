import { describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import { cursorPage, cursorParams, decodeCursor, includeParam, sortParam } from "@/server/core/http/query";

const position = z.object({ id: z.string() });

/** Areas by id, cursor-paginated the way messages and notifications will be. */
async function areasAfter(cursor: string | undefined, limit: number) {
  const after = decodeCursor(cursor, position);
  const rows = await db.area.findMany({ where: after ? { id: { gt: after.id } } : {}, orderBy: { id: "asc" }, take: limit + 1 });
  return cursorPage(rows, limit, (r) => ({ id: r.id }));
}

describe("cursor pagination", () => {
  it("walks the whole set with opaque cursors, without gaps or repeats, and ends with next_cursor null", async () => {
    const total = await db.area.count();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await areasAfter(cursor, 30);
      seen.push(...page.items.map((a) => a.id));
      cursor = page.next_cursor ?? undefined;
      if (cursor) expect(cursor).not.toContain("{");
      pages++;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 30) + (total % 30 === 0 ? 1 : 0));
  });

  it("rejects a tampered cursor with 422 and bounds limit", async () => {
    const error = await areasAfter("not-a-cursor", 10).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details).toEqual({ cursor: ["validation.cursor_invalid"] });
    const limits = z.object(cursorParams);
    expect(limits.parse({}).limit).toBe(30);
    expect(limits.safeParse({ limit: "101" }).success).toBe(false);
  });
});

describe("sort and include allow-lists", () => {
  const sort = sortParam(["rating", "-rating", "created_at"], "rating");
  it("keeps an allowed sort and falls back otherwise", () => {
    expect(sort.parse("-rating")).toBe("-rating");
    expect(sort.parse("price; drop table")).toBe("rating");
    expect(sort.parse(undefined)).toBe("rating");
  });
  it("parses includes and refuses unknown ones", () => {
    const include = includeParam(["seo", "children"]);
    expect(include.parse("seo,children,seo")).toEqual(["seo", "children"]);
    expect(include.parse(undefined)).toEqual([]);
    expect(include.safeParse("secrets").success).toBe(false);
  });
});
