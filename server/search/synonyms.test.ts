import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { engineDown } from "@/server/test/search";
import { launchSynonymGroups } from "@/prisma/seed/data/synonyms";
import { bearer, registerUser, signedIn, tag } from "@/server/test/identity";
import { testSearchDocument } from "../test/search-contract";
import { searchProvider, setSearchProvider } from "./engine/engine";

// The synonym dictionary through its admin endpoints, and its effect on the
// built-in engine. Every test replaces the whole dictionary, so each starts
// from what it puts there itself (apart from the first, which reads the seed).

type Caller = { token: string };
type Groups = Array<{ terms: string[] }>;

const get = (caller: Caller, locale: "ar" | "en" = "en") => call("/admin/search/synonyms", { headers: bearer(caller.token, locale) });
const put = (caller: Caller, body: unknown, locale: "ar" | "en" = "en") =>
  call("/admin/search/synonyms", { method: "PUT", headers: bearer(caller.token, locale), body });

const moderator = () => signedIn({ roles: ["admin_moderator"] });
const storedGroups = async () => (await db.searchSynonymGroup.findMany({ orderBy: { sortOrder: "asc" } })).map((g) => g.terms);

afterEach(() => setSearchProvider(undefined));

describe("GET/PUT /admin/search/synonyms", () => {
  it("starts with the launch dictionary, in its order, and accepts it back unchanged", async () => {
    const admin = await moderator();
    const res = await get(admin);
    expect(res.status).toBe(200);
    expect(res.json.data.groups).toEqual(launchSynonymGroups.map((terms) => ({ terms })));
    expect(res.json.data.groups[0]).toEqual({ terms: ["قاعة", "صالة", "hall", "venue"] });
    expect((await put(admin, res.json.data)).status).toBe(200);
  });

  it("replaces the dictionary (terms trimmed, order kept), reads it back and audits the change", async () => {
    const admin = await moderator();
    const first: Groups = [{ terms: ["  خيمة ", "tent"] }, { terms: ["مسرح", "stage", "منصة"] }];
    const saved = await put(admin, { groups: first });
    expect(saved.status).toBe(200);
    const expected = [{ terms: ["خيمة", "tent"] }, { terms: ["مسرح", "stage", "منصة"] }];
    expect(saved.json.data.groups).toEqual(expected);
    expect((await get(admin)).json.data.groups).toEqual(expected);
    expect(await storedGroups()).toEqual([
      ["خيمة", "tent"],
      ["مسرح", "stage", "منصة"],
    ]);

    const second: Groups = [{ terms: ["مسرح", "stage", "منصة"] }, { terms: ["عود", "oud"] }];
    expect((await put(admin, { groups: second })).status).toBe(200);
    expect((await get(admin)).json.data.groups).toEqual(second);

    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "search.synonyms.replaced", actorId: admin.id }, orderBy: { id: "desc" } });
    expect(audit.actorType).toBe("admin");
    expect(audit.diff).toEqual({ groups: [2, 2], added: [["عود", "oud"]], removed: [["خيمة", "tent"]] });

    expect((await put(admin, { groups: [] })).status).toBe(200);
    expect((await get(admin)).json.data.groups).toEqual([]);
  });

  it("refuses unusable groups with a 422 naming each bad term, localized, and keeps the dictionary", async () => {
    const admin = await moderator();
    const before: Groups = [{ terms: ["حفلة", "party"] }];
    expect((await put(admin, { groups: before })).status).toBe(200);

    const zod = await put(admin, {
      groups: [{ terms: ["وحيدة"] }, { terms: ["x".repeat(61), "ok"] }, { terms: ["   ", "fine"] }],
    });
    expect(zod.status).toBe(422);
    expect(zod.json.error.code).toBe("VALIDATION_FAILED");
    expect(zod.json.error.details).toEqual({
      "groups.0.terms": ["Must have at least 2 items."],
      "groups.1.terms.0": ["Must be at most 60 characters."],
      "groups.2.terms.0": ["Must be at least 1 characters."],
    });

    // Terms that fold to nothing, or to another term of their group (ة/ه, tashkeel, case).
    const folded = await put(admin, { groups: [{ terms: ["صالة", "؟!", "hall"] }, { terms: ["قاعة", "hall", "قاعه", "HALL", "قَاعَة"] }] }, "ar");
    expect(folded.status).toBe(422);
    expect(folded.json.error.details).toEqual({
      "groups.0.terms.1": ["يجب أن يحتوي على حرف أو رقم واحد على الأقل."],
      "groups.1.terms.2": ["يكرر كلمة أخرى في هذه المجموعة (اختلافات الكتابة مثل ة/ه تُعدّ الكلمة نفسها)."],
      "groups.1.terms.3": ["يكرر كلمة أخرى في هذه المجموعة (اختلافات الكتابة مثل ة/ه تُعدّ الكلمة نفسها)."],
      "groups.1.terms.4": ["يكرر كلمة أخرى في هذه المجموعة (اختلافات الكتابة مثل ة/ه تُعدّ الكلمة نفسها)."],
    });

    const tooMany = await put(admin, { groups: Array.from({ length: 501 }, (_, i) => ({ terms: [`a${i}`, `b${i}`] })) });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.json.error.details)).toEqual(["groups"]);
    const twentyOne = await put(admin, { groups: [{ terms: Array.from({ length: 21 }, (_, i) => `t${i}`) }] });
    expect(twentyOne.json.error.details).toEqual({ "groups.0.terms": ["Must have at most 20 items."] });
    const unknownField = await put(admin, { groups: [{ terms: ["a1", "b1"], weight: 2 }] });
    expect(unknownField.json.error.details).toEqual({ "groups.0.weight": ["Unknown field."] });

    expect((await get(admin)).json.data.groups).toEqual(before);
  });

  it("is for Content admins and Super admins: 403 for customers and other admins, 401 anonymous", async () => {
    const customer = await registerUser();
    const operations = await signedIn({ roles: ["admin_operations"] });
    for (const caller of [customer, operations]) {
      expect((await get(caller)).status).toBe(403);
      const refused = await put(caller, { groups: [{ terms: ["a", "b"] }] });
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe("FORBIDDEN");
    }
    expect((await call("/admin/search/synonyms")).status).toBe(401);
    expect((await get(await signedIn({ roles: ["admin_super"] }))).status).toBe(200);
    expect(await db.searchSynonymGroup.count({ where: { terms: { has: "a" } } })).toBe(0);
  });

  it("saves the dictionary but answers 503 SEARCH_UNAVAILABLE when the engine cannot be told", async () => {
    const admin = await moderator();
    setSearchProvider(engineDown);
    const res = await put(admin, { groups: [{ terms: ["شموع", "candles"] }] });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("SEARCH_UNAVAILABLE");
    expect(JSON.stringify(res.json)).not.toContain("engine unreachable");
    expect(await storedGroups()).toEqual([["شموع", "candles"]]);
  });
});

describe("synonyms in the built-in engine", () => {
  const vendorDocument = (nameAr: string, nameEn: string) => testSearchDocument({ id: newId(), nameAr, nameEn, categoryIds: [], cityId: "city" });

  const find = async (q: string) =>
    (await (await searchProvider()).search({ kind: "vendor", q, filters: {}, sort: "relevance", offset: 0, limit: 20, facets: false })).ids;

  it("a query finds a vendor that only holds one of the query word's synonyms, once the group is saved", async () => {
    const t = tag();
    const admin = await moderator();
    const doc = vendorDocument(`فوانيس${t}`, `Lanterns${t} Studio`);
    await (await searchProvider()).upsert([doc]);
    const query = `glimmer${t} `; // trailing space: a finished word, no prefix matching

    expect(await find(query)).not.toContain(doc.id);
    expect((await put(admin, { groups: [{ terms: [`Glimmer${t}`, `lanterns${t}`] }] })).status).toBe(200);
    expect(await find(query)).toContain(doc.id);
    expect(await find(`فوانيس${t} `)).toContain(doc.id);

    expect((await put(admin, { groups: [] })).status).toBe(200);
    expect(await find(query)).not.toContain(doc.id);
  });
});
