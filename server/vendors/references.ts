import type { Tx } from "../core/db/client";
import { Prisma } from "../core/db/generated/client";
import { validationFailed, type ErrorDetails } from "../core/errors";
import { RESERVED_SLUGS } from "./schemas";

// Checks of what an application or profile edit points at: categories that
// are active (and not under an inactive parent), a city, an area of that city,
// a slug nobody else holds. Failures are 422 on the field.

export async function checkVendorReferences(
  tx: Tx,
  input: { categoryIds?: string[]; cityId: string; areaId: string | null; slug?: string; vendorId?: string },
): Promise<void> {
  const details: ErrorDetails = {};
  if (input.categoryIds) {
    const found = await tx.category.findMany({
      where: { id: { in: input.categoryIds }, status: "active", OR: [{ parentId: null }, { parent: { status: "active" } }] },
      select: { id: true },
    });
    const ok = new Set(found.map((c) => c.id));
    if (input.categoryIds.some((id) => !ok.has(id))) details.category_ids = ["validation.category_unknown"];
  }
  const city = await tx.city.findUnique({ where: { id: input.cityId }, select: { id: true } });
  if (!city) details.city_id = ["validation.city_unknown"];
  else if (input.areaId) {
    const area = await tx.area.findUnique({ where: { id: input.areaId }, select: { governorate: { select: { cityId: true } } } });
    if (!area || area.governorate.cityId !== input.cityId) details.area_id = ["validation.area_not_in_city"];
  }
  if (input.slug !== undefined && !(await slugAvailable(tx, input.slug, input.vendorId))) details.slug = ["validation.slug_taken"];
  if (Object.keys(details).length) throw validationFailed(details);
}

async function slugAvailable(tx: Tx, slug: string, vendorId?: string): Promise<boolean> {
  if (RESERVED_SLUGS.has(slug)) return false;
  const holder = await tx.vendor.findUnique({ where: { slug }, select: { id: true } });
  return !holder || holder.id === vendorId;
}

/**
 * A concurrent writer took the slug between the check and the write: same 422.
 * (Call only around writes where the slug is the one unique value that can clash.)
 */
export function rethrowSlugRace(e: unknown): never {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
    throw validationFailed({ slug: ["validation.slug_taken"] });
  }
  throw e;
}
