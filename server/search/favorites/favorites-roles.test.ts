import { describe, expect, it } from "vitest";
import { signedIn } from "@/server/test/identity";
import { vendorWithOwner } from "@/server/test/fixtures";
import { allEndpoints } from "@/server/api/registry";
import { BUILT_IN_ROLES } from "@/server/identity/roles";
import { freshIp } from "@/server/test/http";
import { label, probe } from "@/server/test/api-probe";

// Admin accounts (docs/decisions.md) do not act as
// customers. Every endpoint guarded by a customer permission refuses a Super
// Admin (403) and serves a customer.

const customerEndpoints = () => allEndpoints().filter((e) => e.permission && (BUILT_IN_ROLES.customer as readonly string[]).includes(e.permission));

describe("customer endpoints and admin accounts", () => {
  it("refuse a Super Admin on every customer endpoint; a customer is served", async () => {
    const endpoints = customerEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    const { vendor } = await vendorWithOwner({ published: true });
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const customer = await signedIn({ roles: ["customer"] });
    for (const e of endpoints) {
      const asSuper = await probe(e, { paramValue: vendor.id, headers: { authorization: `Bearer ${superAdmin.token}` }, ip: freshIp() });
      expect(asSuper.status, label(e)).toBe(403);
      const asCustomer = await probe(e, { paramValue: vendor.id, headers: { authorization: `Bearer ${customer.token}` }, ip: freshIp() });
      expect(asCustomer.status, label(e)).toBeLessThan(500);
      expect(asCustomer.status, label(e)).not.toBe(403);
    }
  });
});
