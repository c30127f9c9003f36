import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import { MAX_PACKAGES_PER_SERVICE, type CreatePackageInput, type UpdatePackageInput } from "./service-schemas";
import { lockOwnService } from "./services";
import { packageView } from "./service-views";

// Packages of a vendor's service (at most 10). Every change locks the service
// row, so the package count and the service's `price_from` (the lowest package
// price) are computed under the lock, in the same transaction as the change.

async function editableService(tx: Tx, vendorId: string, serviceId: string) {
  const service = await lockOwnService(tx, vendorId, serviceId);
  if (service.status === "archived") {
    throw new AppError("CONFLICT", {
      message: { en: "Archived services are read-only; restore the service to draft first.", ar: "لا يمكن تعديل الخدمات المؤرشفة؛ أعد الخدمة إلى مسودة أولًا." },
    });
  }
  return service;
}

/** price_from follows the cheapest package; with no packages left it keeps its last value (the vendor may edit it). */
async function syncPriceFrom(tx: Tx, serviceId: string): Promise<void> {
  const cheapest = await tx.servicePackage.findFirst({ where: { serviceId }, orderBy: { price: "asc" }, select: { price: true } });
  if (cheapest) await tx.service.update({ where: { id: serviceId }, data: { priceFrom: cheapest.price } });
}

function packageData(input: Partial<CreatePackageInput>): Prisma.ServicePackageUncheckedUpdateInput {
  const data: Prisma.ServicePackageUncheckedUpdateInput = {};
  if (input.name_ar !== undefined) data.nameAr = input.name_ar;
  if (input.name_en !== undefined) data.nameEn = input.name_en;
  if (input.description_ar !== undefined) data.descriptionAr = input.description_ar;
  if (input.description_en !== undefined) data.descriptionEn = input.description_en;
  if (input.price !== undefined) data.price = input.price;
  if (input.inclusions !== undefined) data.inclusions = input.inclusions;
  if (input.sort_order !== undefined) data.sortOrder = input.sort_order;
  if (input.direct_order !== undefined) data.directOrder = input.direct_order;
  return data;
}

async function ownPackage(tx: Tx, serviceId: string, packageId: string) {
  const found = await tx.servicePackage.findFirst({ where: { id: packageId, serviceId } });
  if (!found) throw notFound();
  return found;
}

export async function createPackage(vendorId: string, serviceId: string, input: CreatePackageInput, ctx: RequestContext) {
  const created = await db.$transaction(async (tx) => {
    await editableService(tx, vendorId, serviceId);
    if ((await tx.servicePackage.count({ where: { serviceId } })) >= MAX_PACKAGES_PER_SERVICE) {
      throw validationFailed({ packages: ["validation.packages_max"] });
    }
    const row = await tx.servicePackage.create({
      data: {
        id: newId(),
        serviceId,
        nameAr: input.name_ar,
        nameEn: input.name_en,
        descriptionAr: input.description_ar ?? null,
        descriptionEn: input.description_en ?? null,
        price: input.price,
        inclusions: input.inclusions,
        sortOrder: input.sort_order,
        directOrder: input.direct_order,
        createdAt: now(),
      },
    });
    await syncPriceFrom(tx, serviceId);
    await emit(tx, "ServiceChanged", { vendorId, serviceId });
    return row;
  });
  return packageView(created, ctx.locale);
}

export async function updatePackage(vendorId: string, serviceId: string, packageId: string, input: UpdatePackageInput, ctx: RequestContext) {
  const updated = await db.$transaction(async (tx) => {
    await editableService(tx, vendorId, serviceId);
    await ownPackage(tx, serviceId, packageId);
    const row = await tx.servicePackage.update({ where: { id: packageId }, data: packageData(input) });
    await syncPriceFrom(tx, serviceId);
    await emit(tx, "ServiceChanged", { vendorId, serviceId });
    return row;
  });
  return packageView(updated, ctx.locale);
}

export async function deletePackage(vendorId: string, serviceId: string, packageId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await editableService(tx, vendorId, serviceId);
    await ownPackage(tx, serviceId, packageId);
    await tx.servicePackage.delete({ where: { id: packageId } });
    await syncPriceFrom(tx, serviceId);
    await emit(tx, "ServiceChanged", { vendorId, serviceId });
  });
}
