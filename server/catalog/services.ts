import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { assertInBranches, branchLimit, inBranches } from "../branches/scope";
import { branchForWrite } from "../branches/branches";
import type { Prisma } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { toDecimal } from "../core/money";
import { emit } from "../core/outbox/outbox";
import { requirePermission } from "../identity/sessions/authenticate";
import { requireVerifiedEmail } from "../identity/registration/require-verified-email";
import { claimMedia } from "../media/attach";
import { requireApprovedVendor } from "../identity/sessions/current-vendor";
import { coverUrls } from "./public-services";
import type { CreateServiceInput, ServiceStatusName, UpdateServiceInput } from "./service-schemas";
import { serviceMachine } from "./state-machine";
import { PACKAGE_ORDER, vendorServiceView, type ServiceWithRelations } from "./service-views";

// A vendor's own services: create, read, edit, publish / unpublish, archive /
// restore. The vendor id comes from `currentVendorId` (the api layer), so a
// service of another vendor is simply not found.

const withRelations = { category: true, packages: { orderBy: [...PACKAGE_ORDER] } } satisfies Prisma.ServiceInclude;

async function view(service: ServiceWithRelations, ctx: RequestContext) {
  return vendorServiceView(service, ctx.locale, await coverUrls([service.coverMediaId]));
}

/** Locks the vendor's service row for the rest of the transaction (status and package changes serialize); 404 when not theirs. */
/** A member limited to branches acts only on their branches' services: 404 for the rest, as for another vendor's. */
export async function assertServiceInBranches(vendorId: string, serviceId: string, ctx: RequestContext): Promise<void> {
  const limit = await branchLimit(vendorId, ctx.userId);
  if (!limit) return;
  const service = await db.service.findFirst({ where: { id: serviceId, vendorId }, select: { branchId: true } });
  assertInBranches(limit, service?.branchId ?? null);
}

export async function lockOwnService(tx: Tx, vendorId: string, serviceId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM services WHERE id = ${serviceId} AND vendor_id = ${vendorId} FOR UPDATE`;
  if (rows.length === 0) throw notFound();
  return tx.service.findUniqueOrThrow({ where: { id: serviceId }, include: withRelations });
}

/** A service's category: one of the vendor's categories, or an active subcategory of one. */
async function assertCategoryAllowed(tx: Tx, vendorId: string, categoryId: string): Promise<void> {
  const own = (await tx.vendorCategory.findMany({ where: { vendorId }, select: { categoryId: true } })).map((c) => c.categoryId);
  if (own.includes(categoryId)) return;
  const sub = await tx.category.findFirst({ where: { id: categoryId, status: "active", parentId: { in: own } }, select: { id: true } });
  if (!sub) throw validationFailed({ category_id: ["validation.category_not_allowed"] });
}

export async function listOwnServices(vendorId: string, query: PageInput & { status?: ServiceStatusName }, ctx: RequestContext) {
  const limit = await branchLimit(vendorId, ctx.userId);
  const where: Prisma.ServiceWhereInput = { vendorId, ...inBranches(limit), ...(query.status ? { status: query.status } : {}) };
  const [total, rows] = await Promise.all([
    db.service.count({ where }),
    db.service.findMany({ where, include: withRelations, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
  ]);
  const urls = await coverUrls(rows.map((r) => r.coverMediaId));
  return { items: rows.map((s) => vendorServiceView(s, ctx.locale, urls)), pagination: pagination(query, total) };
}

export async function getOwnService(vendorId: string, serviceId: string, ctx: RequestContext) {
  await assertServiceInBranches(vendorId, serviceId, ctx);
  const service = await db.service.findFirst({ where: { id: serviceId, vendorId }, include: withRelations });
  if (!service) throw notFound();
  return view(service, ctx);
}

export async function createService(vendorId: string, input: CreateServiceInput, ctx: RequestContext) {
  const service = await db.$transaction(async (tx) => {
    await assertCategoryAllowed(tx, vendorId, input.category_id);
    const branchId = await branchForWrite(vendorId, input.branch_id, ctx, { creating: true }, tx);
    const id = newId();
    if (input.cover_media_id) {
      await claimMedia(tx, { mediaId: input.cover_media_id, userId: callerId(ctx), context: "service_image", subjectId: id });
    }
    const created = await tx.service.create({
      data: {
        id,
        vendorId,
        categoryId: input.category_id,
        nameAr: input.name_ar,
        nameEn: input.name_en,
        descriptionAr: input.description_ar ?? null,
        descriptionEn: input.description_en ?? null,
        priceFrom: input.price_from ?? null,
        coverMediaId: input.cover_media_id ?? null,
        branchId,
        status: "draft",
        createdAt: now(),
      },
      include: withRelations,
    });
    await emit(tx, "ServiceChanged", { vendorId, serviceId: id });
    return created;
  });
  return view(service, ctx);
}

/**
 * Publishing decides what customers see: moving a service into or out of
 * `published` needs `listing.publish` (owners and managers), and publishing
 * needs a publisher with a verified email and an approved vendor. Checked
 * before the transaction opens: the checks read through the shared client,
 * which PGlite cannot serve inside one.
 */
async function guardStatusChange(ctx: RequestContext, vendorId: string, from: ServiceStatusName, to: ServiceStatusName) {
  serviceMachine.moveFor(from, to);
  if (to === "published" || from === "published") await requirePermission(ctx, "listing.publish", vendorId);
  if (to === "published") {
    await requireVerifiedEmail(callerId(ctx));
    await requireApprovedVendor(vendorId);
  }
}

/** Moves the locked service to `to` (through the transition table) with the timestamps that go with it. */
async function moveService(tx: Tx, service: { id: string; status: ServiceStatusName }, to: ServiceStatusName) {
  const at = now();
  await serviceMachine.move(tx, service, serviceMachine.moveFor(service.status, to), {
    data: {
      publishedAt: to === "published" ? at : null, // the public list orders by this; cleared once unpublished
      archivedAt: to === "archived" ? at : null,
    },
  });
}

/** PATCH: edit fields and/or move the status (through the transition table). Archived services are read-only until restored. */
export async function updateService(vendorId: string, serviceId: string, input: UpdateServiceInput, ctx: RequestContext) {
  await assertServiceInBranches(vendorId, serviceId, ctx);
  const current = await db.service.findFirst({ where: { id: serviceId, vendorId }, select: { status: true } });
  if (!current) throw notFound();
  const target = input.status ?? current.status;
  if (target !== current.status) await guardStatusChange(ctx, vendorId, current.status, target);

  const service = await db.$transaction(async (tx) => {
    const before = await lockOwnService(tx, vendorId, serviceId);
    const { status: _status, ...fields } = input;
    const editsFields = Object.values(fields).some((v) => v !== undefined);
    if (target === "archived" && editsFields) {
      throw new AppError("CONFLICT", {
        message: {
          en: "Archived services are read-only; restore the service to draft first.",
          ar: "لا يمكن تعديل الخدمات المؤرشفة؛ أعد الخدمة إلى مسودة أولًا.",
        },
      });
    }
    // Checked again under the lock: a concurrent change may have moved it meanwhile.
    if (target !== before.status) await moveService(tx, before, target);

    const data: Prisma.ServiceUpdateInput = {};
    if (fields.name_ar !== undefined) data.nameAr = fields.name_ar;
    if (fields.name_en !== undefined) data.nameEn = fields.name_en;
    if (fields.description_ar !== undefined) data.descriptionAr = fields.description_ar;
    if (fields.description_en !== undefined) data.descriptionEn = fields.description_en;
    if (fields.category_id !== undefined && fields.category_id !== before.categoryId) {
      await assertCategoryAllowed(tx, vendorId, fields.category_id);
      data.category = { connect: { id: fields.category_id } };
    }
    if (fields.price_from !== undefined) {
      // With packages the price is theirs to set: only their lowest price is accepted.
      const lowest = before.packages.length ? toDecimal(before.packages.reduce((m, p) => (p.price.lessThan(m) ? p.price : m), before.packages[0].price)) : null;
      if (lowest && (fields.price_from === null || !lowest.equals(toDecimal(fields.price_from)))) {
        throw validationFailed({ price_from: ["validation.price_from_follows_packages"] });
      }
      data.priceFrom = fields.price_from;
    }
    if (fields.cover_media_id !== undefined && fields.cover_media_id !== before.coverMediaId) {
      if (fields.cover_media_id) {
        await claimMedia(tx, { mediaId: fields.cover_media_id, userId: callerId(ctx), context: "service_image", subjectId: serviceId });
      }
      data.coverMediaId = fields.cover_media_id;
    }
    const branchId = await branchForWrite(vendorId, fields.branch_id, ctx, { creating: false }, tx);
    if (branchId !== undefined && branchId !== before.branchId) data.branch = branchId ? { connect: { id: branchId } } : { disconnect: true };
    if (Object.keys(data).length === 0 && target === before.status) return before;
    const after = await tx.service.update({ where: { id: serviceId }, data, include: withRelations });
    await emit(tx, "ServiceChanged", { vendorId, serviceId });
    return after;
  });
  return view(service, ctx);
}

/** DELETE archives (services are never hard-deleted: quotes and bookings may point at them); archiving twice is a 409. */
export async function archiveService(vendorId: string, serviceId: string, ctx: RequestContext) {
  await assertServiceInBranches(vendorId, serviceId, ctx);
  const current = await db.service.findFirst({ where: { id: serviceId, vendorId }, select: { status: true } });
  if (!current) throw notFound();
  await guardStatusChange(ctx, vendorId, current.status, "archived");
  await db.$transaction(async (tx) => {
    const before = await lockOwnService(tx, vendorId, serviceId);
    await moveService(tx, before, "archived");
    await emit(tx, "ServiceChanged", { vendorId, serviceId });
  });
}
