import { emit } from "../core/outbox/outbox";
import { TZDate } from "@date-fns/tz";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Rfq } from "../core/db/generated/client";
import { AppError, validationFailed } from "../core/errors";
import { localized, translate } from "../core/i18n";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { KUWAIT_TZ, kuwaitDay } from "../core/kuwait-time";
import { requireVerifiedEmail, requireVerifiedPhone } from "../identity/registration/require-verified-email";
import { notifyVendorMembers } from "../vendors/notify-members";
import { consumeRfqReceive } from "../vendors/quota";
import { recordVendorStat } from "../vendors/stats";
import { busyOn } from "../availability/free-vendors";
import { checkTargets } from "./check-targets";
import { ownedRfq, rfqView } from "./get-rfq";
import { rfqMachine } from "./state-machine";
import { rfqSettings } from "./rfq-settings";
import { OPEN_RECIPIENTS, rankedCandidates } from "./pick-recipients";
import { branchesInArea } from "../branches/rfq-branch";
import type { RfqView } from "./view-schemas";

// Sending an RFQ (draft -> pending), from POST /rfqs with publish, POST
// /rfqs/{id}/publish and POST /quotation-requests/{id}/send. All or nothing in
// one transaction: targets re-checked, one monthly receive slot taken per
// recipient (a targeted vendor without one fails the whole send, naming the
// vendor), recipient rows, the move, the audit row and one rfq.received
// notification per member of each recipient vendor.

const DAY = 86_400_000;
const MAX_AGE_DAYS = 14;

/** 422 on event_id when the event already has its limit of open (pending, quoted, negotiating) RFQs. */
export async function assertOpenSlot(eventId: string, client: Tx = db): Promise<void> {
  const [open, limit] = await Promise.all([
    client.rfq.count({ where: { eventId, status: { in: ["pending", "quoted", "negotiating"] } } }),
    rfqSettings(client).then((settings) => settings.open_per_event),
  ]);
  if (open >= limit) throw validationFailed({ event_id: ["validation.rfq_event_open_limit"] });
}

/** The earlier of sent_at + 14 days and the end of the needed-by day in Kuwait. */
export function expiresAt(sentAt: Date, neededBy: Date): Date {
  const endOfDay = new TZDate(neededBy.getUTCFullYear(), neededBy.getUTCMonth(), neededBy.getUTCDate() + 1, 0, 0, 0, 0, KUWAIT_TZ);
  return new Date(Math.min(sentAt.getTime() + MAX_AGE_DAYS * DAY, endOfDay.getTime()));
}

/**
 * The vendors an open-to-category send must leave out: busy on the service day (the event date,
 * else the needed-by date). Read before the send's transaction (docs/rfqs.md "Availability");
 * a targeted RFQ needs none (its busy vendors are warned about, not left out).
 */
export async function busyForSend(rfq: Pick<Rfq, "targeting" | "eventId" | "neededBy">): Promise<ReadonlySet<string>> {
  if (rfq.targeting !== "open") return new Set();
  const event = await db.event.findUniqueOrThrow({ where: { id: rfq.eventId }, select: { eventDate: true } });
  return busyOn(event.eventDate ?? rfq.neededBy);
}

/** Sends the draft inside `tx` (the caller's transaction; the caller has checked who may send); `busy` from busyForSend. */
export async function deliverRfq(tx: Tx, rfq: Rfq, ctx: RequestContext, busy: ReadonlySet<string>): Promise<void> {
  rfqMachine.assertCan(rfq.status, "send");
  // The event row lock serialises sends (and the event's cancellation) per event, so the open limit holds.
  await tx.$executeRaw`SELECT id FROM events WHERE id = ${rfq.eventId} FOR UPDATE`;
  const [event, customer] = await Promise.all([
    tx.event.findUniqueOrThrow({ where: { id: rfq.eventId } }),
    tx.user.findUniqueOrThrow({ where: { id: rfq.customerUserId }, select: { firstName: true, lastName: true } }),
  ]);
  if (event.status !== "planning")
    throw new AppError("RFQ_INVALID_STATE", { message: { en: "The event of this RFQ was cancelled.", ar: "أُلغيت مناسبة طلب عرض السعر هذا." } });
  if (rfq.neededBy < kuwaitDay(now())) throw validationFailed({ needed_by_date: ["validation.rfq_needed_by_past"] });
  // The event may have moved earlier since the draft was written.
  if (event.eventDate && rfq.neededBy > event.eventDate) throw validationFailed({ needed_by_date: ["validation.rfq_needed_by_after_event"] });
  await assertOpenSlot(event.id, tx);

  const recipients = rfq.targeting === "open" ? await pickOpen(tx, rfq, event.cityId, busy) : await takeTargeted(tx, rfq, ctx);
  const sentAt = now();
  const branches = await branchesInArea(tx, recipients, rfq.areaId);
  await tx.rfqRecipient.createMany({
    data: recipients.map((vendorId) => ({ id: newId(), rfqId: rfq.id, vendorId, branchId: branches.get(vendorId) ?? null, status: "sent", sentAt })),
  });
  for (const vendorId of recipients) await recordVendorStat(tx, vendorId, "rfqs_received", sentAt);
  await rfqMachine.move(tx, rfq, "send", {
    data: { sentAt, expiresAt: expiresAt(sentAt, rfq.neededBy) },
    audit: { actor: { type: "user", id: rfq.customerUserId }, action: "rfq.sent", diff: { recipients: recipients.length }, request: ctx },
  });
  const params = {
    rfq_title: rfq.title,
    customer_name: `${customer.firstName} ${customer.lastName.slice(0, 1)}`.trim(),
    event_date: (event.eventDate ?? rfq.neededBy).toISOString().slice(0, 10),
  };
  for (const vendorId of recipients) {
    await notifyVendorMembers(tx, vendorId, { kind: "rfq.received", entity: { type: "rfq", id: rfq.id }, params });
  }
  await emit(tx, "RfqSent", { rfqId: rfq.id, vendorIds: recipients });
}

/** Targeted: every chosen vendor still eligible and with a receive slot, or nothing is sent. */
async function takeTargeted(tx: Tx, rfq: Rfq, ctx: RequestContext): Promise<string[]> {
  if (rfq.targetVendorIds.length === 0) throw validationFailed({ vendor_ids: ["validation.rfq_vendors_required"] });
  const category = await tx.category.findUniqueOrThrow({ where: { id: rfq.categoryId }, select: { id: true, parentId: true } });
  const vendors = await checkTargets(rfq.targetVendorIds, category, rfq.customerUserId, ctx.locale, tx);
  const spent: string[] = [];
  for (const vendor of vendors) {
    if (!(await consumeRfqReceive(tx, vendor.id))) {
      spent.push(translate(ctx.locale, "api.validation.rfq_vendor_receive_limit", { name: localized(ctx.locale, vendor.nameAr, vendor.nameEn) }) ?? vendor.id);
    }
  }
  // Throwing rolls back the slots already taken in this transaction.
  if (spent.length > 0) throw validationFailed({ vendor_ids: spent });
  return vendors.map((v) => v.id);
}

/** Open-to-category: down the ranked list of vendors free on the service day, taking receive slots, until 15 recipients. */
async function pickOpen(tx: Tx, rfq: Rfq, cityId: string | null, busy: ReadonlySet<string>): Promise<string[]> {
  const category = await tx.category.findUniqueOrThrow({ where: { id: rfq.categoryId }, select: { id: true, parentId: true } });
  const picked: string[] = [];
  for (const candidate of await rankedCandidates(tx, { category, cityId, customerUserId: rfq.customerUserId, busy })) {
    if (picked.length >= OPEN_RECIPIENTS) break;
    if (await consumeRfqReceive(tx, candidate.id)) picked.push(candidate.id);
  }
  if (picked.length === 0) throw validationFailed({ targeting: ["validation.rfq_no_eligible_vendors"] });
  return picked;
}

/** POST /rfqs/{id}/publish and POST /quotation-requests/{id}/send. */
export async function sendRfq(rfqId: string, ctx: RequestContext): Promise<RfqView> {
  const userId = callerId(ctx);
  const rfq = await ownedRfq(userId, rfqId);
  rfqMachine.assertCan(rfq.status, "send");
  await requireVerifiedEmail(userId);
  await requireVerifiedPhone(userId);
  const busy = await busyForSend(rfq);
  await db.$transaction(async (tx) => {
    // Re-read under the transaction: a concurrent send of the same draft loses at the machine.
    const current = await tx.rfq.findUniqueOrThrow({ where: { id: rfq.id } });
    await deliverRfq(tx, current, ctx, busy);
  });
  return rfqView(rfq.id, userId, ctx.locale);
}
