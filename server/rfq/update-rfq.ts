import { diffOf, writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { AppError, validationFailed } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { claimMedia } from "../media/attach";
import { ownedEvent } from "../planner/owned-event";
import { checkTargets } from "./check-targets";
import { activeCategory, knownArea, resolveNeededBy } from "./create-rfq";
import { ownedRfq, rfqView } from "./get-rfq";
import { CATALOG_MAX_VENDORS, MODULE_MAX_VENDORS, type ModuleUpdateInput } from "./rfq-schemas";
import type { RfqView } from "./view-schemas";

// PATCH /quotation-requests/{id}: edit a draft. Once sent, an RFQ is what
// the vendors received: 409 RFQ_INVALID_STATE.

export async function updateRfq(rfqId: string, input: ModuleUpdateInput, ctx: RequestContext): Promise<RfqView> {
  const userId = callerId(ctx);
  const rfq = await ownedRfq(userId, rfqId);
  if (rfq.status !== "draft")
    throw new AppError("RFQ_INVALID_STATE", {
      message: { en: `A ${rfq.status} RFQ cannot be edited; only drafts can.`, ar: `لا يمكن تعديل طلب عرض سعر في حالة ${rfq.status}؛ تُعدَّل المسودات فقط.` },
    });
  const event = await ownedEvent(userId, rfq.eventId);
  const category =
    input.category_id !== undefined ? await activeCategory(input.category_id) : await db.category.findUniqueOrThrow({ where: { id: rfq.categoryId } });
  if (input.area_id) await knownArea(input.area_id);
  const neededBy = input.needed_by_date !== undefined ? resolveNeededBy(input.needed_by_date, event.eventDate) : rfq.neededBy;

  const targeting = input.targeting ?? (rfq.targeting as "targeted" | "open");
  // Switching to open drops the chosen vendors; otherwise the list given replaces the old one.
  const vendorIds = targeting === "open" ? (input.vendor_ids ?? []) : (input.vendor_ids ?? rfq.targetVendorIds);
  if (targeting === "open" && vendorIds.length > 0) throw validationFailed({ vendor_ids: ["validation.rfq_vendor_ids_open"] });
  const max = rfq.shape === "catalog" ? CATALOG_MAX_VENDORS : MODULE_MAX_VENDORS;
  if (targeting === "targeted" && rfq.shape === "module" && vendorIds.length === 0) throw validationFailed({ vendor_ids: ["validation.rfq_vendors_required"] });
  if (vendorIds.length > max) throw validationFailed({ vendor_ids: ["validation.array_max"] });
  if (vendorIds.length > 0) await checkTargets(vendorIds, category, userId, ctx.locale);

  await db.$transaction(async (tx) => {
    // Conditional on still being a draft: a send that got in first wins.
    const { count } = await tx.rfq.updateMany({
      where: { id: rfq.id, status: "draft" },
      data: {
        categoryId: category.id,
        title: input.title,
        description: input.description,
        budgetIndication: input.budget_indication,
        showBudget: input.show_budget,
        neededBy,
        areaId: input.area_id,
        targeting,
        targetVendorIds: vendorIds,
      },
    });
    if (count === 0)
      throw new AppError("RFQ_INVALID_STATE", {
        message: { en: "The RFQ was sent meanwhile; only drafts can be edited.", ar: "أُرسل طلب عرض السعر في هذه الأثناء؛ تُعدَّل المسودات فقط." },
      });
    const row = await tx.rfq.findUniqueOrThrow({ where: { id: rfq.id } });
    if (input.attachment_media_ids !== undefined) {
      const keep = input.attachment_media_ids;
      await tx.media.updateMany({ where: { context: "rfq_attachment", subjectId: rfq.id, id: { notIn: keep } }, data: { subjectId: null } });
      for (const mediaId of keep) await claimMedia(tx, { mediaId, userId, context: "rfq_attachment", subjectId: rfq.id });
    }
    const snapshot = (r: typeof rfq) => ({
      ...r,
      neededBy: r.neededBy.toISOString(),
      updatedAt: undefined,
      budgetIndication: r.budgetIndication?.toString() ?? null,
    });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "rfq.updated",
      entityType: "RFQ",
      entityId: rfq.id,
      diff: diffOf(snapshot(rfq), snapshot(row)),
      request: ctx,
    });
  });
  return rfqView(rfq.id, userId, ctx.locale);
}
