import { z } from "zod";

// The `meta` an endpoint answers beside `data`, declared per endpoint
// (`defineEndpoint({meta})`) so the OpenAPI document and the generated
// api-v1.d.ts type it. The route wrapper always adds `request_id`; these are
// the shared shapes the list helpers of query.ts produce.

/** `pagination(page, total)` in query.ts. */
export const paginationSchema = z
  .object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), total_pages: z.number().int() })
  .meta({ id: "Pagination" });

/** A page-paginated list: `meta.pagination` (with `links.next/prev`). */
export const pageMeta = z.object({ pagination: paginationSchema });

/** A page-paginated list endpoint's `response`, `collection` and `meta`: `...pagedList(itemSchema)`, or with more meta beside the pagination. */
export function pagedList<M extends z.ZodObject = typeof pageMeta>(item: z.ZodType, meta: M = pageMeta as unknown as M) {
  return { response: z.array(item), collection: true, meta };
}

/** A cursor-paginated list (`cursorPage` in query.ts): `meta.next_cursor`, null on the last page. */
export const cursorMeta = z.object({ next_cursor: z.string().nullable() });

/** Every answer's meta: what the endpoint declares plus the request id the wrapper adds. */
export function answeredMeta(declared: z.ZodObject | undefined): z.ZodObject {
  const base = z.object({ request_id: z.string() });
  return declared ? base.extend(declared.shape) : base;
}
