import { describe, expect, it } from "vitest";
import { signedIn } from "@/server/test/identity";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";

// Strings PostgreSQL refuses (NUL) or that are not text (a
// lone surrogate) are 422 with field details, never 500; invisible bidi and
// zero-width characters are removed from public display names.

const en = { "accept-language": "en" };
const INVALID = "Contains characters that cannot be stored (NUL or an unpaired surrogate).";

describe("unstorable strings", () => {
  it("a NUL byte in a body field or a path id is a 422 naming the field", async () => {
    const login = await call("/auth/login", { method: "POST", body: { email: "a\u0000b@x.com", password: "x" }, headers: en });
    expect(login.status).toBe(422);
    expect(login.json.error.details).toEqual({ email: [INVALID] });

    const user = await signedIn();
    const session = await call("/me/sessions/%00", {
      method: "DELETE",
      headers: { authorization: `Bearer ${user.token}`, ...en },
    });
    expect(session.status).toBe(422);
    expect(session.json.error.details).toEqual({ sessionId: [INVALID] });
  });

  it("a lone surrogate in a CMS title is a 422 and nothing is written", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const auth = { authorization: `Bearer ${admin.token}`, ...en };
    const created = await call("/admin/cms-pages", {
      method: "POST",
      headers: auth,
      body: { slug: `terms-${Date.now()}`, title_ar: "الشروط", title_en: "Terms", body_ar: "نص الصفحة", body_en: "Page text" },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    const audits = await db.auditLog.count({ where: { entityId: id } });
    const res = await call(`/admin/cms-pages/${id}`, { method: "PATCH", headers: auth, body: { title_en: "ab\ud800cd" } });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual({ title_en: [INVALID] });
    expect((await db.cmsPage.findUniqueOrThrow({ where: { id } })).titleEn).toBe("Terms");
    expect(await db.auditLog.count({ where: { entityId: id } })).toBe(audits);
  });
});

describe("display names", () => {
  it("drops bidi overrides, zero-width and control characters from a CMS title", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const res = await call("/admin/cms-pages", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: { slug: `about-${Date.now()}`, title_ar: "\u202Eمن نحن\u202C", title_en: "Ab\u200Bout\u2066 us\u0007", body_ar: "نص", body_en: "Text" },
    });
    expect(res.status).toBe(201);
    const row = await db.cmsPage.findUniqueOrThrow({ where: { id: res.json.data.id } });
    expect([row.titleAr, row.titleEn]).toEqual(["من نحن", "About us"]);
  });
});
