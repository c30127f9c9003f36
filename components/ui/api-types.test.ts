import { describe, expect, expectTypeOf, it } from "vitest";
import type { components } from "@/public/sdk/api-v1";
import { buildPath, domainOf, type ApiBody, type ApiData, type ApiParams } from "./api-types";

describe("typed paths of our API", () => {
  it("fills placeholders encoded, leaves empty query values out and joins lists", () => {
    expect(buildPath("/bookings/{id}", { path: { id: "a/b" } })).toBe("/bookings/a%2Fb");
    expect(buildPath("/search/vendors", { query: { q: "قاعة", page: 2, city: "", sort: undefined, categories: ["x", "y"] } })).toBe(
      "/search/vendors?q=%D9%82%D8%A7%D8%B9%D8%A9&page=2&categories=x%2Cy",
    );
    expect(() => buildPath("/bookings/{id}", { path: { id: "" } })).toThrow(/needs id/);
  });

  it("puts every portal's path of a module in one domain", () => {
    expect(domainOf("/admin/refunds/{id}/approve")).toBe("refunds");
    expect(domainOf("/me/refunds")).toBe("refunds");
    expect(domainOf("/vendor/rfqs/{id}")).toBe("rfqs");
    expect(domainOf("/rfqs/{id}/quotes")).toBe("rfqs");
    expect(domainOf("/me")).toBe("me");
    expect(domainOf("/vendors/me/payout-account")).toBe("vendors");
  });

  it("reads payload types off the generated OpenAPI types", () => {
    expectTypeOf<ApiData<"/admin/home">>().toEqualTypeOf<components["schemas"]["AdminHome"]>();
    expectTypeOf<ApiParams<"/categories/{slug}">["path"]>().toEqualTypeOf<{ slug: string }>();
    expectTypeOf<ApiBody<"/rfqs", "post">>().not.toBeNever();
  });
});
