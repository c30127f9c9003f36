import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { getPublishedPage } from "@/server/content/cms-pages";
import { FOOTER_PAGES, seedCmsPages } from "./cms-pages";

// The reference seed (run by the test setup) publishes the footer's pages.

describe("footer CMS pages", () => {
  it("are published in both languages", async () => {
    for (const slug of ["terms", "privacy", "contact", "about"]) {
      const ar = await getPublishedPage(slug, "ar");
      const en = await getPublishedPage(slug, "en");
      expect(ar.title).not.toBe(en.title);
      expect(ar.body.length).toBeGreaterThan(50);
      expect(en.body.length).toBeGreaterThan(50);
    }
    expect(FOOTER_PAGES.map((p) => p.slug).sort()).toEqual(["about", "contact", "privacy", "terms"]);
  });

  it("are only created when missing: an admin's edit stays", async () => {
    await db.cmsPage.update({ where: { slug: "about" }, data: { titleEn: "About Munasabat (edited)" } });
    await seedCmsPages(db);
    expect((await getPublishedPage("about", "en")).title).toBe("About Munasabat (edited)");
    expect(await db.cmsPage.count({ where: { slug: { in: FOOTER_PAGES.map((p) => p.slug) } } })).toBe(4);
  });
});
