import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { checkVendorReferences, rethrowSlugRace } from "./references";
import type { ApplyInput } from "./schemas";
import { startFreeSubscription } from "./subscriptions";
import { getVendorRowOrThrow, privateVendorView } from "./views";

// POST /vendors: a signed-in user with a verified phone applies with a
// business. The vendor starts in pending_review, the applicant becomes its
// owner (membership + vendor_owner grant scoped to it) on the Free plan.

export async function applyForVendor(input: ApplyInput, ctx: RequestContext) {
  const userId = callerId(ctx);
  const vendorId = await db
    .$transaction(async (tx) => {
      // Locks the applicant: two concurrent applications cannot both pass the one-pending check.
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { phoneVerifiedAt: true } });
      // Spec: a verified phone is required before a vendor application is submitted.
      if (!user.phoneVerifiedAt) throw new AppError("AUTH_PHONE_UNVERIFIED");
      const pending = await tx.vendor.findFirst({ where: { ownerUserId: userId, status: "pending_review" }, select: { id: true } });
      if (pending) {
        throw new AppError("CONFLICT", {
          message: { en: "You already have a vendor application waiting for review.", ar: "لديك طلب تسجيل مزوّد قيد المراجعة بالفعل." },
        });
      }

      const areaId = input.area_id ?? null;
      await checkVendorReferences(tx, { categoryIds: input.category_ids, cityId: input.city_id, areaId, slug: input.slug });

      const id = newId();
      const at = now();
      await tx.vendor.create({
        data: {
          id,
          slug: input.slug,
          nameAr: input.name_ar,
          nameEn: input.name_en,
          descriptionAr: input.description_ar,
          descriptionEn: input.description_en,
          status: "pending_review",
          cityId: input.city_id,
          areaId,
          contactEmail: input.contact_email,
          contactPhone: input.contact_phone,
          website: input.website ?? null,
          instagram: input.instagram ?? null,
          ownerUserId: userId,
          submittedAt: at,
          createdAt: at,
          categories: { create: input.category_ids.map((categoryId, i) => ({ categoryId, isPrimary: i === 0 })) },
        },
      });
      await tx.vendorMember.create({ data: { id: newId(), vendorId: id, userId, role: "vendor_owner", createdAt: at } });
      const ownerRole = await tx.role.findUniqueOrThrow({ where: { code: "vendor_owner" }, select: { id: true } });
      await tx.userRole.create({ data: { id: newId(), userId, roleId: ownerRole.id, vendorId: id, grantedBy: userId, createdAt: at } });
      await startFreeSubscription(tx, id);
      await writeAudit(tx, {
        actor: { type: "user", id: userId },
        action: "vendor.applied",
        entityType: "vendor",
        entityId: id,
        diff: { status: [null, "pending_review"], slug: [null, input.slug], category_ids: [null, input.category_ids] },
        request: ctx,
      });
      return id;
    })
    .catch(rethrowSlugRace);
  return privateVendorView(await getVendorRowOrThrow(vendorId), ctx.locale);
}
