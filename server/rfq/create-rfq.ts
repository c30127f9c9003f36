import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { validationFailed } from "../core/errors";
import { localized } from "../core/i18n";
import { callerId, callerKey, type RequestContext } from "../core/http/request-context";
import { newId, ULID_PATTERN } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import { consume } from "../core/rate-limit/limiter";
import { requireVerifiedEmail, requireVerifiedPhone } from "../identity/registration/require-verified-email";
import { claimMedia } from "../media/attach";
import { ownedEvent } from "../planner/owned-event";
import { checkTargets } from "./check-targets";
import { rfqView } from "./get-rfq";
import type { CatalogCreateInput, ModuleCreateInput } from "./rfq-schemas";
import { assertOpenSlot, busyForSend, deliverRfq } from "./send-rfq";
import type { RfqView } from "./view-schemas";

// Creating an RFQ, from either path set (docs/rfqs.md "Creating and
// sending"): POST /rfqs (catalog shape, optionally sent at once) and POST
// /events/{id}/quotation-requests (module shape, a draft). Both become one
// draft row; sending is deliverRfq in the same transaction.

type Draft = {
  shape: "catalog" | "module";
  eventId: string;
  categoryId: string;
  title: string | null; // null: the catalog shape's "<category> - <event title>"
  description: string;
  budgetMin?: string;
  budgetMax?: string;
  budgetIndication?: string;
  showBudget: boolean;
  neededBy?: string;
  areaId?: string;
  targeting: "targeted" | "open";
  vendorIds: string[];
  attachmentIds: string[];
  publish: boolean;
};

/** An area of the reference data; 422 on area_id otherwise. */
export async function knownArea(areaId: string) {
  if (!(await db.area.findUnique({ where: { id: areaId }, select: { id: true } }))) throw validationFailed({ area_id: ["validation.unknown_area"] });
}

/** An active category; 422 on category_id otherwise. */
export async function activeCategory(categoryId: string) {
  const category = ULID_PATTERN.test(categoryId) ? await db.category.findUnique({ where: { id: categoryId } }) : null;
  if (!category || category.status !== "active") throw validationFailed({ category_id: ["validation.category_unknown"] });
  return category;
}

/** The needed-by date: today (Kuwait) or later, not after the event; the event date when not given. */
export function resolveNeededBy(given: string | undefined, eventDate: Date | null): Date {
  if (given === undefined) {
    if (!eventDate) throw validationFailed({ needed_by_date: ["validation.rfq_needed_by_required"] });
    return eventDate;
  }
  const date = new Date(`${given}T00:00:00.000Z`);
  if (date < kuwaitDay(now())) throw validationFailed({ needed_by_date: ["validation.rfq_needed_by_past"] });
  if (eventDate && date > eventDate) throw validationFailed({ needed_by_date: ["validation.rfq_needed_by_after_event"] });
  return date;
}

async function createRfq(draft: Draft, ctx: RequestContext): Promise<RfqView> {
  const userId = callerId(ctx);
  const event = await ownedEvent(userId, draft.eventId);
  await requireVerifiedEmail(userId);
  if (draft.publish) await requireVerifiedPhone(userId);
  const category = await activeCategory(draft.categoryId);
  if (draft.areaId) await knownArea(draft.areaId);
  const neededBy = resolveNeededBy(draft.neededBy, event.eventDate);
  if (draft.targeting === "targeted" && draft.vendorIds.length > 0) await checkTargets(draft.vendorIds, category, userId, ctx.locale);
  if (draft.publish && draft.vendorIds.length === 0) throw validationFailed({ vendor_ids: ["validation.rfq_vendors_required"] });
  await assertOpenSlot(event.id);
  // Counted once the request is sound: a typo does not spend one of the day's 10.
  await consume("rfq_create", callerKey(ctx));

  const title = draft.title ?? `${localized(ctx.locale, category.nameAr, category.nameEn)} - ${event.title}`.slice(0, 120);
  const id = newId();
  const busy = draft.publish ? await busyForSend({ targeting: draft.targeting, eventId: event.id, neededBy }) : new Set<string>();
  await db.$transaction(async (tx) => {
    const rfq = await tx.rfq.create({
      data: {
        id,
        eventId: event.id,
        customerUserId: userId,
        categoryId: category.id,
        shape: draft.shape,
        targeting: draft.targeting,
        title,
        description: draft.description,
        budgetMin: draft.budgetMin,
        budgetMax: draft.budgetMax,
        budgetIndication: draft.budgetIndication,
        showBudget: draft.showBudget,
        neededBy,
        areaId: draft.areaId ?? null,
        targetVendorIds: draft.vendorIds,
        status: "draft",
        createdAt: now(),
      },
    });
    for (const mediaId of draft.attachmentIds) await claimMedia(tx, { mediaId, userId, context: "rfq_attachment", subjectId: id });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "rfq.created",
      entityType: "RFQ",
      entityId: id,
      diff: { shape: draft.shape, targeting: draft.targeting, vendor_ids: draft.vendorIds },
      request: ctx,
    });
    if (draft.publish) await deliverRfq(tx, rfq, ctx, busy);
  });
  return rfqView(id, userId, ctx.locale);
}

/** POST /rfqs. The catalog shape has no title and no targeting mode: always targeted. */
export async function createCatalogRfq(body: CatalogCreateInput, ctx: RequestContext): Promise<RfqView> {
  return createRfq(
    {
      shape: "catalog",
      eventId: body.event_id,
      categoryId: body.category_id,
      title: null,
      description: body.description,
      budgetMin: body.budget_min,
      budgetMax: body.budget_max,
      // The catalog shape has no opt-in: a range the customer gives is for the vendors to see.
      showBudget: body.budget_min !== undefined || body.budget_max !== undefined,
      neededBy: body.needed_by_date,
      areaId: body.area_id,
      targeting: "targeted",
      vendorIds: body.vendor_ids,
      attachmentIds: body.attachment_media_ids,
      publish: body.publish,
    },
    ctx,
  );
}

/** POST /events/{id}/quotation-requests: a draft. */
export async function createModuleRfq(eventId: string, body: ModuleCreateInput, ctx: RequestContext): Promise<RfqView> {
  if (body.targeting === "targeted" && (body.vendor_ids ?? []).length === 0) throw validationFailed({ vendor_ids: ["validation.rfq_vendors_required"] });
  if (body.targeting === "open" && (body.vendor_ids ?? []).length > 0) throw validationFailed({ vendor_ids: ["validation.rfq_vendor_ids_open"] });
  return createRfq(
    {
      shape: "module",
      eventId,
      categoryId: body.category_id,
      title: body.title,
      description: body.description,
      budgetIndication: body.budget_indication,
      showBudget: body.show_budget,
      neededBy: body.needed_by_date,
      areaId: body.area_id,
      targeting: body.targeting,
      vendorIds: body.vendor_ids ?? [],
      attachmentIds: body.attachment_media_ids,
      publish: false,
    },
    ctx,
  );
}
