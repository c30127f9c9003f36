import { z } from "zod";
import { AppError } from "../errors";
import type { paginationSchema } from "./meta";

// Shared query-parameter building blocks. Endpoint query schemas are strict
// objects built from these, so an unknown parameter is a 422.

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 50;

export const pageParams = {
  page: z.coerce.number().int().min(1).default(1).meta({ description: "Page number, from 1." }),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PER_PAGE)
    .default(DEFAULT_PER_PAGE)
    .meta({ description: `Items per page (default ${DEFAULT_PER_PAGE}, at most ${MAX_PER_PAGE}).` }),
};

export const cursorParams = {
  cursor: z.string().max(500).optional().meta({ description: "Opaque cursor from `meta.next_cursor`." }),
  limit: z.coerce.number().int().min(1).max(100).default(30),
};

/**
 * `sort=<field>` or `sort=-<field>` from an allow-list; anything else falls
 * back to the default without an error (spec: sort key not in the whitelist).
 */
export function sortParam<const T extends string>(allowed: readonly T[], fallback: NoInfer<T>) {
  return z
    .string()
    .optional()
    .transform((value): T => (value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback))
    .meta({ description: `One of: ${allowed.join(", ")}. Other values fall back to \`${fallback}\`.` });
}

/** `include=a,b` from an allow-list; an unknown include is a 422. */
export function includeParam<const T extends string>(allowed: readonly T[]) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T[] => {
      const parts = (value ?? "")
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
      for (const part of parts) {
        if (!(allowed as readonly string[]).includes(part)) {
          ctx.addIssue({ code: "custom", message: "validation.include_not_allowed" });
          return [];
        }
      }
      return [...new Set(parts)] as T[];
    })
    .meta({ description: `Comma-separated, from: ${allowed.join(", ")}.` });
}

/**
 * URLSearchParams -> plain object (a repeated key keeps its values as an
 * array). Built with Object.fromEntries so `__proto__` becomes an own key
 * (an unknown parameter, 422) instead of an assignment to the prototype.
 */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const all = params.getAll(key);
      return [key, all.length > 1 ? all : all[0]];
    }),
  );
}

// ------------------------------------------------------------- pagination

export type PageInput = { page: number; per_page: number };

export function pageWindow({ page, per_page }: PageInput) {
  return { skip: (page - 1) * per_page, take: per_page };
}

export type Pagination = z.output<typeof paginationSchema>;

export function pagination({ page, per_page }: PageInput, total: number): Pagination {
  return { page, per_page, total, total_pages: Math.ceil(total / per_page) };
}

/** `links.next/prev` for page pagination: the request URL with another page number. */
export function pageLinks(url: URL, p: Pagination): { next: string | null; prev: string | null } {
  const at = (page: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(page));
    return `${u.pathname}${u.search}`;
  };
  return {
    next: p.page < p.total_pages ? at(p.page + 1) : null,
    prev: p.page > 1 ? at(Math.min(p.page - 1, Math.max(p.total_pages, 1))) : null,
  };
}

export function encodeCursor(position: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

export function decodeCursor<T extends z.ZodType>(cursor: string | undefined, shape: T): z.output<T> | undefined {
  if (cursor === undefined) return undefined;
  try {
    return shape.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw new AppError("VALIDATION_FAILED", { details: { cursor: ["validation.cursor_invalid"] } });
  }
}

/**
 * Cursor pagination over a stable order: fetch `limit + 1` rows after the
 * cursor position; the extra row tells whether there is a next page.
 * `meta.next_cursor` is null on the last page.
 */
export function cursorPage<T>(rows: T[], limit: number, positionOf: (row: T) => Record<string, unknown>) {
  const items = rows.slice(0, limit);
  const next_cursor = rows.length > limit ? encodeCursor(positionOf(items[items.length - 1])) : null;
  return { items, next_cursor };
}
