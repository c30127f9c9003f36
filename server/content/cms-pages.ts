import { createHash } from "node:crypto";
import { diffOf, writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { Prisma, type CmsPage, type CmsPageStatus } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import { localized, type Locale } from "../core/i18n";
import { newId } from "../core/ids";
import type { CreateCmsPageInput, UpdateCmsPageInput } from "./schemas";

// CMS content pages: admin CRUD (audited, with diffs) and the public read of
// published pages. Bodies are stored as given (plain text / markdown) and are
// rendered as text by clients, never as HTML.

/** The page state machine in one table: draft <-> published. */
export const CMS_PAGE_TRANSITIONS: Record<CmsPageStatus, readonly CmsPageStatus[]> = {
  draft: ["published"],
  published: ["draft"],
};

function assertPageTransition(from: CmsPageStatus, to: CmsPageStatus) {
  if (!CMS_PAGE_TRANSITIONS[from].includes(to))
    throw new AppError("CONFLICT", { message: { en: `A ${from} page cannot become ${to}.`, ar: `لا يمكن نقل صفحة من الحالة ${from} إلى الحالة ${to}.` } });
}

function summaryView(p: CmsPage, locale: Locale) {
  return {
    id: p.id,
    slug: p.slug,
    status: p.status,
    title: localized(locale, p.titleAr, p.titleEn),
    title_ar: p.titleAr,
    title_en: p.titleEn,
    published_at: p.publishedAt?.toISOString() ?? null,
    updated_by: p.updatedBy,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

function adminView(p: CmsPage, locale: Locale) {
  return { ...summaryView(p, locale), body_ar: p.bodyAr, body_en: p.bodyEn };
}

/** The audit diff records lengths of the bodies, not the (up to 100k) texts. */
function snapshot(p: CmsPage) {
  return {
    slug: p.slug,
    status: p.status,
    title_ar: p.titleAr,
    title_en: p.titleEn,
    body_ar_length: p.bodyAr.length,
    body_en_length: p.bodyEn.length,
    body_ar_sha: hashOf(p.bodyAr),
    body_en_sha: hashOf(p.bodyEn),
  };
}

/** Short fingerprint: tells an auditor a body changed even when its length did not. */
function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

const actor = (ctx: RequestContext) => ({ type: "admin" as const, id: ctx.userId });

async function assertSlugFree(tx: Tx, slug: string, selfId?: string) {
  const holder = await tx.cmsPage.findUnique({ where: { slug }, select: { id: true } });
  if (holder && holder.id !== selfId) throw validationFailed({ slug: ["validation.slug_taken"] });
}

function rethrowSlugRace(e: unknown): never {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw validationFailed({ slug: ["validation.slug_taken"] });
  throw e;
}

export async function listCmsPages(query: PageInput & { status?: CmsPageStatus }, ctx: RequestContext) {
  const where: Prisma.CmsPageWhereInput = query.status ? { status: query.status } : {};
  const [total, rows] = await Promise.all([db.cmsPage.count({ where }), db.cmsPage.findMany({ where, orderBy: [{ slug: "asc" }], ...pageWindow(query) })]);
  return { items: rows.map((p) => summaryView(p, ctx.locale)), pagination: pagination(query, total) };
}

export async function getCmsPage(id: string, ctx: RequestContext) {
  const page = await db.cmsPage.findUnique({ where: { id } });
  if (!page) throw notFound();
  return adminView(page, ctx.locale);
}

export async function createCmsPage(input: CreateCmsPageInput, ctx: RequestContext) {
  const page = await db
    .$transaction(async (tx) => {
      await assertSlugFree(tx, input.slug);
      const at = now();
      const row = await tx.cmsPage.create({
        data: {
          id: newId(),
          slug: input.slug,
          titleAr: input.title_ar,
          titleEn: input.title_en,
          bodyAr: input.body_ar,
          bodyEn: input.body_en,
          status: input.status,
          publishedAt: input.status === "published" ? at : null,
          updatedBy: ctx.userId ?? null,
          createdAt: at,
        },
      });
      await writeAudit(tx, {
        actor: actor(ctx),
        action: "cms_page.created",
        entityType: "cms_page",
        entityId: row.id,
        diff: Object.fromEntries(Object.entries(snapshot(row)).map(([k, v]) => [k, [null, v]])),
        request: ctx,
      });
      return row;
    })
    .catch(rethrowSlugRace);
  return adminView(page, ctx.locale);
}

export async function updateCmsPage(id: string, input: UpdateCmsPageInput, ctx: RequestContext) {
  const page = await db
    .$transaction(async (tx) => {
      const before = await tx.cmsPage.findUnique({ where: { id } });
      if (!before) throw notFound();
      const data: Prisma.CmsPageUpdateInput = {};
      if (input.status !== undefined && input.status !== before.status) {
        assertPageTransition(before.status, input.status);
        data.status = input.status;
        data.publishedAt = input.status === "published" ? now() : null;
      }
      if (input.slug !== undefined && input.slug !== before.slug) {
        await assertSlugFree(tx, input.slug, id);
        data.slug = input.slug;
      }
      if (input.title_ar !== undefined) data.titleAr = input.title_ar;
      if (input.title_en !== undefined) data.titleEn = input.title_en;
      if (input.body_ar !== undefined) data.bodyAr = input.body_ar;
      if (input.body_en !== undefined) data.bodyEn = input.body_en;
      const candidate = { ...before, ...(data as Partial<CmsPage>) };
      const diff = diffOf(snapshot(before), snapshot(candidate));
      if (Object.keys(diff).length === 0) return before;
      const after = await tx.cmsPage.update({ where: { id }, data: { ...data, updatedBy: ctx.userId ?? null } });
      await writeAudit(tx, {
        actor: actor(ctx),
        action: diff.status ? (after.status === "published" ? "cms_page.published" : "cms_page.unpublished") : "cms_page.updated",
        entityType: "cms_page",
        entityId: id,
        diff,
        request: ctx,
      });
      return after;
    })
    .catch(rethrowSlugRace);
  return adminView(page, ctx.locale);
}

export async function deleteCmsPage(id: string, ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.cmsPage.findUnique({ where: { id } });
    if (!before) throw notFound();
    await tx.cmsPage.delete({ where: { id } });
    await writeAudit(tx, {
      actor: actor(ctx),
      action: "cms_page.deleted",
      entityType: "cms_page",
      entityId: id,
      diff: Object.fromEntries(Object.entries(snapshot(before)).map(([k, v]) => [k, [v, null]])),
      request: ctx,
    });
  });
}

/** A published page by slug, in the requested language (both languages included); 404 for drafts and unknown slugs. */
export async function getPublishedPage(slug: string, locale: Locale) {
  const page = await db.cmsPage.findFirst({ where: { slug: slug.toLowerCase(), status: "published" } });
  if (!page) throw notFound();
  return {
    slug: page.slug,
    locale,
    title: localized(locale, page.titleAr, page.titleEn),
    body: localized(locale, page.bodyAr, page.bodyEn),
    title_ar: page.titleAr,
    title_en: page.titleEn,
    body_ar: page.bodyAr,
    body_en: page.bodyEn,
    published_at: page.publishedAt?.toISOString() ?? null,
    updated_at: page.updatedAt.toISOString(),
  };
}
