import { db } from "../core/db/client";

/** Which of `slugs` are published CMS pages (the footer links only to pages that exist). */
export async function publishedSlugs(slugs: readonly string[]): Promise<Set<string>> {
  const rows = await db.cmsPage.findMany({ where: { slug: { in: [...slugs] }, status: "published" }, select: { slug: true } });
  return new Set(rows.map((r) => r.slug));
}
