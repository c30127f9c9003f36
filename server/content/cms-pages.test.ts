import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageBody } from "@/components/content/page-body";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth, signedIn, tag } from "@/server/test/identity";
import { splitParagraphs } from "./paragraphs";

type Caller = { token: string };

const create = (caller: Caller, body: unknown) => call("/admin/cms-pages", { method: "POST", headers: auth(caller.token), body });
const list = (caller: Caller, query: Record<string, string> = {}) => call("/admin/cms-pages", { headers: auth(caller.token), query });
const get = (caller: Caller, id: string) => call(`/admin/cms-pages/${id}`, { headers: auth(caller.token) });
const patch = (caller: Caller, id: string, body: unknown) => call(`/admin/cms-pages/${id}`, { method: "PATCH", headers: auth(caller.token), body });
const remove = (caller: Caller, id: string) => call(`/admin/cms-pages/${id}`, { method: "DELETE", headers: auth(caller.token) });
const publicPage = (slug: string, locale?: string) => call(`/pages/${slug}`, { headers: locale ? { "accept-language": locale } : {} });

const pageBody = (overrides: Record<string, unknown> = {}) => ({
  slug: `terms-${tag()}`,
  title_ar: "الشروط والأحكام",
  title_en: "Terms and conditions",
  body_ar: "الفقرة الأولى.\n\nالفقرة الثانية.",
  body_en: "First paragraph.\n\nSecond paragraph.",
  ...overrides,
});

const moderator = () => signedIn({ roles: ["admin_moderator"] });
const audits = (id: string) => db.auditLog.findMany({ where: { entityType: "cms_page", entityId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

describe("CMS pages: permissions", () => {
  it("lets cms.manage holders in, refuses operations admins (403) and anonymous callers (401)", async () => {
    const page = (await create(await moderator(), pageBody())).json.data;
    const ops = await signedIn({ roles: ["admin_operations"] });
    for (const res of [
      await list(ops),
      await create(ops, pageBody()),
      await get(ops, page.id),
      await patch(ops, page.id, { title_en: "X" }),
      await remove(ops, page.id),
    ]) {
      expect([res.status, res.json.error.code]).toEqual([403, "FORBIDDEN"]);
    }
    expect((await call("/admin/cms-pages")).status).toBe(401);
  });
});

describe("CMS pages: lifecycle", () => {
  it("creates a draft (not public), publishes it (public, localized), unpublishes it, each change audited", async () => {
    const admin = await moderator();
    const body = pageBody();
    const res = await create(admin, body);
    expect(res.status).toBe(201);
    const page = res.json.data;
    expect(res.headers.get("location")).toBe(`/api/v1/admin/cms-pages/${page.id}`);
    expect(page).toMatchObject({ slug: body.slug, status: "draft", published_at: null, updated_by: admin.id, body_en: body.body_en });
    expect((await publicPage(body.slug)).status).toBe(404);

    const published = await patch(admin, page.id, { status: "published" });
    expect(published.json.data).toMatchObject({ status: "published", published_at: expect.stringMatching(/Z$/) });

    const en = await publicPage(body.slug, "en");
    expect(en.status).toBe(200);
    expect(en.json.data).toMatchObject({
      slug: body.slug,
      locale: "en",
      title: "Terms and conditions",
      body: body.body_en,
      title_ar: body.title_ar,
      body_ar: body.body_ar,
    });
    const ar = await publicPage(body.slug);
    expect(ar.json.data).toMatchObject({ locale: "ar", title: body.title_ar, body: body.body_ar, title_en: body.title_en });

    await patch(admin, page.id, { title_en: "Terms of use" });
    await patch(admin, page.id, { status: "draft" });
    expect((await publicPage(body.slug, "en")).status).toBe(404);

    const rows = await audits(page.id);
    expect(rows.map((r) => r.action)).toEqual(["cms_page.created", "cms_page.published", "cms_page.updated", "cms_page.unpublished"]);
    expect(rows[2]).toMatchObject({ actorType: "admin", actorId: admin.id, diff: { title_en: ["Terms and conditions", "Terms of use"] } });
  });

  it("records a body change in the audit diff by length and fingerprint, not the whole text", async () => {
    const admin = await moderator();
    const page = (await create(admin, pageBody())).json.data;
    await patch(admin, page.id, { body_en: "Third paragraph!.\n\nSecond paragraph." });
    const diff = (await audits(page.id)).at(-1)!.diff as Record<string, unknown>;
    expect(Object.keys(diff).sort()).toEqual(["body_en_length", "body_en_sha"]);
    expect(JSON.stringify(diff)).not.toContain("paragraph");
  });

  it("validates slug (ASCII, unique), both languages and the 100k body limit", async () => {
    const admin = await moderator();
    const taken = pageBody();
    await create(admin, taken);
    const dup = await create(admin, pageBody({ slug: taken.slug }));
    expect([dup.status, dup.json.error.details.slug]).toEqual([422, ["This slug is already in use."]]);
    expect((await create(admin, pageBody({ slug: "الشروط" }))).json.error.details.slug).toEqual(["Use lowercase English letters, digits and single hyphens."]);
    const missing = await create(admin, pageBody({ body_en: undefined, title_ar: "" }));
    expect(Object.keys(missing.json.error.details).sort()).toEqual(["body_en", "title_ar"]);
    expect((await create(admin, pageBody({ body_ar: "ا".repeat(100_001) }))).status).toBe(422);
    expect((await create(admin, pageBody({ body_ar: "ا".repeat(100_000) }))).status).toBe(201);
    expect((await create(admin, pageBody({ status: "archived" }))).status).toBe(422);
  });

  it("lists summaries (no bodies) with a status filter, reads one with bodies, and deletes (audited)", async () => {
    const admin = await moderator();
    const draft = (await create(admin, pageBody())).json.data;
    const live = (await create(admin, pageBody({ status: "published" }))).json.data;
    expect(live.published_at).not.toBeNull();

    const published = await list(admin, { status: "published", per_page: "50" });
    expect(published.status).toBe(200);
    const ids = published.json.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    expect(published.json.data[0].body_en).toBeUndefined();
    expect(published.json.meta.pagination).toMatchObject({ page: 1, per_page: 50 });
    expect((await get(admin, draft.id)).json.data.body_ar).toBe(draft.body_ar);

    expect((await remove(admin, live.id)).status).toBe(204);
    expect((await get(admin, live.id)).status).toBe(404);
    expect((await publicPage(live.slug, "en")).status).toBe(404);
    expect((await audits(live.id)).at(-1)).toMatchObject({ action: "cms_page.deleted", actorId: admin.id });
    expect((await remove(admin, live.id)).status).toBe(404);
  });
});

describe("page body rendering", () => {
  it("splits paragraphs at blank lines and keeps single line breaks", () => {
    expect(splitParagraphs("One\nline two\n\n\n  \nThree\r\n\r\nFour\n")).toEqual([["One", "line two"], ["Three"], ["Four"]]);
    expect(splitParagraphs("\n\n")).toEqual([]);
  });

  it("renders markup in a body as text, never as HTML", () => {
    const html = renderToStaticMarkup(createElement(PageBody, { text: 'Hello <script>alert("x")</script>\n<b>bold</b>\n\n<img src=x onerror=alert(1)>' }));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toBe(
      '<div class="page-body"><p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br/>&lt;b&gt;bold&lt;/b&gt;</p><p>&lt;img src=x onerror=alert(1)&gt;</p></div>',
    );
  });
});
