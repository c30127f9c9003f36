import { describe, expect, it } from "vitest";
import { signedIn } from "@/server/test/identity";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";

// An Operations admin edits profiles (`user.update`) but not
// a Super Admin's: that needs a Super Admin.

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, "accept-language": "en" });
const rename = (token: string, userId: string, first_name: string) =>
  call(`/admin/users/${userId}`, { method: "PATCH", headers: bearer(token), body: { first_name } });

describe("PATCH /admin/users/{userId} on a Super Admin", () => {
  it("is 403 for Operations (nothing changes, nothing audited) and allowed for another Super Admin", async () => {
    const target = await signedIn({ roles: ["admin_super"] });
    const operations = await signedIn({ roles: ["admin_operations"] });
    const otherSuper = await signedIn({ roles: ["admin_super"] });

    const refused = await rename(operations.token, target.id, "Mallory");
    expect(refused.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).firstName).toBe("Test");
    expect(await db.auditLog.count({ where: { entityId: target.id, action: "user.updated" } })).toBe(0);
    const shown = await call(`/admin/users/${target.id}`, { headers: bearer(operations.token) });
    expect(shown.json.meta.actions.update).toBe(false);

    const allowed = await rename(otherSuper.token, target.id, "Dana");
    expect(allowed.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).firstName).toBe("Dana");

    // Operations still edits everyone else.
    const customer = await signedIn({ roles: [] });
    expect((await rename(operations.token, customer.id, "Hessa")).status).toBe(200);
  });
});
