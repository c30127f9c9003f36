import { diffOf, writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { Prisma, type Category } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { localized, type Locale } from "../core/i18n";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import type { CreateCategoryInput, UpdateCategoryInput } from "./category-admin-schemas";
import { categoryMachine } from "./state-machine";

// Admin taxonomy management: every status, counts of what hangs on each
// category, create / edit / status moves / hard delete. Each change is audited
// with its diff and emits `catalog.category_changed` (search re-syncs) in the
// same transaction.

const withCounts = { _count: { select: { vendors: true, services: true, children: true } } } satisfies Prisma.CategoryInclude;
type CategoryWithCounts = Prisma.CategoryGetPayload<{ include: typeof withCounts }>;

function adminView(c: CategoryWithCounts, locale: Locale) {
  return {
    id: c.id,
    slug: c.slug,
    parent_id: c.parentId,
    name: localized(locale, c.nameAr, c.nameEn),
    name_ar: c.nameAr,
    name_en: c.nameEn,
    icon: c.icon,
    sort_order: c.sortOrder,
    status: c.status,
    seo: { title_ar: c.seoTitleAr, title_en: c.seoTitleEn, description_ar: c.seoDescriptionAr, description_en: c.seoDescriptionEn },
    vendors_count: c._count.vendors,
    services_count: c._count.services,
    children_count: c._count.children,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** What the audit diff records of a category. */
function snapshot(c: Category) {
  return {
    slug: c.slug,
    parent_id: c.parentId,
    name_ar: c.nameAr,
    name_en: c.nameEn,
    icon: c.icon,
    sort_order: c.sortOrder,
    status: c.status,
    seo_title_ar: c.seoTitleAr,
    seo_title_en: c.seoTitleEn,
    seo_description_ar: c.seoDescriptionAr,
    seo_description_en: c.seoDescriptionEn,
  };
}

const actor = (ctx: RequestContext) => ({ type: "admin" as const, id: ctx.userId });

/** The whole tree (two levels) in every status, in sort order. */
export async function listAdminCategories(ctx: RequestContext) {
  const rows = await db.category.findMany({ include: withCounts, orderBy: [{ sortOrder: "asc" }, { slug: "asc" }] });
  return rows
    .filter((r) => r.parentId === null)
    .map((root) => ({
      ...adminView(root, ctx.locale),
      children: rows.filter((r) => r.parentId === root.id).map((child) => adminView(child, ctx.locale)),
    }));
}

export async function getAdminCategory(id: string, ctx: RequestContext) {
  const category = await db.category.findUnique({ where: { id }, include: withCounts });
  if (!category) throw notFound();
  return adminView(category, ctx.locale);
}

async function lockCategory(tx: Tx, id: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM categories WHERE id = ${id} FOR UPDATE`;
  if (rows.length === 0) throw notFound();
  return tx.category.findUniqueOrThrow({ where: { id }, include: withCounts });
}

async function assertSlugFree(tx: Tx, slug: string, selfId?: string) {
  const holder = await tx.category.findUnique({ where: { slug }, select: { id: true } });
  if (holder && holder.id !== selfId) throw validationFailed({ slug: ["validation.slug_taken"] });
}

/** Two levels at most: a parent is an existing, non-archived top-level category (and not the category itself). */
async function assertParent(tx: Tx, parentId: string, selfId?: string) {
  const parent = await tx.category.findUnique({ where: { id: parentId }, select: { parentId: true, status: true } });
  if (!parent || parent.parentId !== null || parent.status === "archived" || parentId === selfId) {
    throw validationFailed({ parent_id: ["validation.category_parent_invalid"] });
  }
}

/** A concurrent writer took the slug between the check and the write: the same 422. */
function rethrowSlugRace(e: unknown): never {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw validationFailed({ slug: ["validation.slug_taken"] });
  throw e;
}

export async function createCategory(input: CreateCategoryInput, ctx: RequestContext) {
  const category = await db
    .$transaction(async (tx) => {
      await assertSlugFree(tx, input.slug);
      if (input.parent_id) await assertParent(tx, input.parent_id);
      const row = await tx.category.create({
        data: {
          id: newId(),
          slug: input.slug,
          parentId: input.parent_id ?? null,
          nameAr: input.name_ar,
          nameEn: input.name_en,
          icon: input.icon,
          sortOrder: input.sort_order,
          status: input.status,
          seoTitleAr: input.seo_title_ar ?? null,
          seoTitleEn: input.seo_title_en ?? null,
          seoDescriptionAr: input.seo_description_ar ?? null,
          seoDescriptionEn: input.seo_description_en ?? null,
          createdAt: now(),
        },
        include: withCounts,
      });
      await writeAudit(tx, {
        actor: actor(ctx),
        action: "category.created",
        entityType: "category",
        entityId: row.id,
        diff: Object.fromEntries(Object.entries(snapshot(row)).map(([k, v]) => [k, [null, v]])),
        reason: input.reason,
        request: ctx,
      });
      await emit(tx, "catalog.category_changed", { categoryId: row.id });
      return row;
    })
    .catch(rethrowSlugRace);
  return adminView(category, ctx.locale);
}

/**
 * Archiving needs the category free of vendor associations (vendor_categories
 * and services, whatever their status: an archived service can be restored)
 * and of live subcategories (they would hang under an archived parent).
 */
async function assertArchivable(tx: Tx, category: CategoryWithCounts) {
  if (category._count.vendors > 0 || category._count.services > 0) {
    throw new AppError("CONFLICT", {
      message: { en: "The category still has vendors or services; it can only be deactivated.", ar: "ما زال للفئة مزوّدون أو خدمات؛ يمكن إيقافها فقط." },
    });
  }
  const liveChildren = await tx.category.count({ where: { parentId: category.id, status: { not: "archived" } } });
  if (liveChildren > 0) throw new AppError("CONFLICT", { message: { en: "Archive the subcategories first.", ar: "أرشف الفئات الفرعية أولًا." } });
}

export async function updateCategory(id: string, input: UpdateCategoryInput, ctx: RequestContext) {
  const category = await db
    .$transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      const data: Prisma.CategoryUncheckedUpdateInput = {};
      const target = input.status ?? before.status;
      const statusChanges = target !== before.status;
      if (statusChanges) {
        const move = categoryMachine.moveFor(before.status, target);
        if (move === "archive") await assertArchivable(tx, before);
        // Audited below with the other fields of the same edit.
        await categoryMachine.move(tx, before, move);
      }
      if (before.status === "archived" && Object.entries(input).some(([k, v]) => k !== "reason" && k !== "status" && v !== undefined)) {
        throw new AppError("CONFLICT", { message: { en: "Archived categories are read-only.", ar: "لا يمكن تعديل الفئات المؤرشفة." } });
      }
      if (input.slug !== undefined && input.slug !== before.slug) {
        await assertSlugFree(tx, input.slug, id);
        data.slug = input.slug;
      }
      if (input.parent_id !== undefined && input.parent_id !== before.parentId) {
        if (input.parent_id !== null) {
          await assertParent(tx, input.parent_id, id);
          if (before._count.children > 0) throw validationFailed({ parent_id: ["validation.category_has_children"] });
        }
        data.parentId = input.parent_id;
      }
      if (input.name_ar !== undefined) data.nameAr = input.name_ar;
      if (input.name_en !== undefined) data.nameEn = input.name_en;
      if (input.icon !== undefined) data.icon = input.icon;
      if (input.sort_order !== undefined) data.sortOrder = input.sort_order;
      if (input.seo_title_ar !== undefined) data.seoTitleAr = input.seo_title_ar;
      if (input.seo_title_en !== undefined) data.seoTitleEn = input.seo_title_en;
      if (input.seo_description_ar !== undefined) data.seoDescriptionAr = input.seo_description_ar;
      if (input.seo_description_en !== undefined) data.seoDescriptionEn = input.seo_description_en;

      const after = Object.keys(data).length || statusChanges ? await tx.category.update({ where: { id }, data, include: withCounts }) : before;
      const diff = diffOf(snapshot(before), snapshot(after));
      if (Object.keys(diff).length === 0) return after;
      await writeAudit(tx, {
        actor: actor(ctx),
        action: diff.status
          ? `category.${after.status === "active" ? "activated" : after.status === "inactive" ? "deactivated" : "archived"}`
          : "category.updated",
        entityType: "category",
        entityId: id,
        diff,
        reason: input.reason,
        request: ctx,
      });
      await emit(tx, "catalog.category_changed", { categoryId: id });
      return after;
    })
    .catch(rethrowSlugRace);
  return adminView(category, ctx.locale);
}

/** Hard delete: only a category nothing points at (no vendors, services or subcategories); otherwise 409. */
export async function deleteCategory(id: string, reason: string | undefined, ctx: RequestContext): Promise<void> {
  await db
    .$transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      const { vendors, services, children } = before._count;
      if (vendors > 0 || services > 0 || children > 0) {
        throw new AppError("CONFLICT", {
          message: {
            en: "The category has vendors, services or subcategories; deactivate or archive it instead.",
            ar: "للفئة مزوّدون أو خدمات أو فئات فرعية؛ أوقفها أو أرشفها بدلًا من ذلك.",
          },
        });
      }
      await tx.category.delete({ where: { id } });
      await writeAudit(tx, {
        actor: actor(ctx),
        action: "category.deleted",
        entityType: "category",
        entityId: id,
        diff: Object.fromEntries(Object.entries(snapshot(before)).map(([k, v]) => [k, [v, null]])),
        reason,
        request: ctx,
      });
      await emit(tx, "catalog.category_changed", { categoryId: id });
    })
    .catch((e: unknown) => {
      // Another table (RFQs, search settings, ...) still references it.
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2003") {
        throw new AppError("CONFLICT", { message: { en: "The category is still referenced.", ar: "ما زالت الفئة مستخدمة في بيانات أخرى." } });
      }
      throw e;
    });
}
