import { describe, expect, it } from "vitest";
import { prefetchKey } from "./server-prefetch";
import { apiQueryKey } from "./use-api";

// The server's prefetched answers are found by the screen only under the very
// key `useApiQuery` computes (components/ui/use-api.ts), which the server
// module cannot call.

describe("prefetchKey", () => {
  it("is apiQueryKey for paths with and without params, in both languages", () => {
    const cases: [string, object | undefined][] = [
      ["/me", {}],
      ["/me", undefined],
      ["/events/{id}", { path: { id: "01J" } }],
      ["/quotation-requests", { query: { event_id: "01J", per_page: 50 } }],
      ["/quotation-requests/{id}/compare", { path: { id: "01J" }, query: { sort: "price" } }],
      ["/admin/refunds/{id}", { path: { id: "01J" } }],
    ];
    for (const locale of ["ar", "en"]) {
      for (const [template, params] of cases) expect(prefetchKey(template, params, locale)).toEqual(apiQueryKey(template, params, locale));
    }
  });
});
