import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { Prisma, type Rfq } from "../core/db/generated/client";
import { AppError, notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId, ULID_PATTERN } from "../core/ids";
import { currentVendorId, requireApprovedVendor } from "../identity/sessions/current-vendor";
import { branchLimit, inBranches } from "../branches/scope";
import { claimMedia } from "../media/attach";
import { consumeQuotation, quotaUsage } from "../vendors/quota";
import { recordVendorStat } from "../vendors/stats";
import { OPEN_RFQ_STATES, rfqMachine } from "./state-machine";
import type { QuoteInput } from "./quote-input";
import { notifyCustomerOfQuote } from "./quote-notices";
import type { SubmittedQuoteView } from "./quote-schemas";
import { loadQuoteViews } from "./views";

// Submitting a quotation (both shapes: POST /vendor/rfqs/{id}/quotes and
// POST /quotations). One live quote per vendor per RFQ: later changes are
// revisions (revise-quote.ts). The monthly quotation quota is taken here, on
// the first submission only, in the same transaction as the quote.

/** Locks the RFQ row for the transaction and reads it: submissions, revisions, counters and a cancel of one RFQ take turns. */
export async function lockedRfq(tx: Tx, rfqId: string): Promise<Rfq> {
  await tx.$executeRaw`SELECT 1 FROM rfqs WHERE id = ${rfqId} FOR UPDATE`;
  return tx.rfq.findUniqueOrThrow({ where: { id: rfqId } });
}

export function assertRfqOpen(rfq: Pick<Rfq, "status">): void {
  if (!(OPEN_RFQ_STATES as readonly string[]).includes(rfq.status)) {
    throw new AppError("RFQ_INVALID_STATE", {
      message: { en: `This RFQ is ${rfq.status}; it takes no quotation changes.`, ar: `حالة طلب عرض السعر ${rfq.status}؛ لا يقبل أي تغيير في عروض الأسعار.` },
    });
  }
}

/** One quote_versions row with the input's values (revision 1 on submission, +1 on each revision or hold-firm). */
export async function writeVersion(tx: Tx, quoteId: string, revision: number, input: QuoteInput, opts: { userId: string; at: Date; finalOffer: boolean }) {
  await tx.quoteVersion.create({
    data: {
      id: newId(),
      quoteId,
      revision,
      total: input.total,
      items: input.items,
      notes: input.notes,
      deliveryNotes: input.deliveryNotes,
      deliveryTimeDays: input.deliveryTimeDays,
      validityDays: input.validityDays,
      validUntil: input.validUntil,
      finalOffer: opts.finalOffer,
      createdByUserId: opts.userId,
      createdAt: opts.at,
    },
  });
}

export async function claimQuoteAttachments(tx: Tx, quoteId: string, mediaIds: string[], userId: string): Promise<void> {
  for (const mediaId of [...new Set(mediaIds)]) await claimMedia(tx, { mediaId, userId, context: "quote_attachment", subjectId: quoteId });
}

/** The first quote on a pending RFQ moves it to quoted (a quote back on a reopened RFQ does the same). */
export async function markRfqQuoted(tx: Tx, rfq: Pick<Rfq, "id" | "status">, ctx: RequestContext): Promise<void> {
  if (rfq.status !== "pending") return;
  await rfqMachine.move(tx, { id: rfq.id, status: "pending" }, "first_quote", {
    audit: { actor: { type: "user", id: ctx.userId }, action: "rfq.quoted", request: ctx },
  });
}

export async function submitQuote(rfqId: string, input: QuoteInput, ctx: RequestContext): Promise<SubmittedQuoteView> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  await requireApprovedVendor(vendorId);
  if (!ULID_PATTERN.test(rfqId)) throw notFound();
  const userId = callerId(ctx);
  const quoteId = newId();
  const at = now();
  const limit = await branchLimit(vendorId, userId);
  try {
    await db.$transaction(async (tx) => {
      if (!(await tx.rfqRecipient.findFirst({ where: { rfqId, vendorId, ...inBranches(limit) }, select: { id: true } }))) throw notFound();
      const rfq = await lockedRfq(tx, rfqId);
      // Read under the lock: a concurrent decline has either committed or not started.
      const recipient = await tx.rfqRecipient.findUniqueOrThrow({ where: { rfqId_vendorId: { rfqId, vendorId } } });
      if (recipient.status === "declined") {
        throw new AppError("RFQ_INVALID_STATE", {
          message: { en: "You declined this RFQ, so it takes no quotation from you.", ar: "اعتذرت عن طلب عرض السعر هذا، فلا يمكنك تقديم عرض سعر عليه." },
        });
      }
      assertRfqOpen(rfq);
      const existing = await tx.quote.findUnique({ where: { rfqId_vendorId: { rfqId, vendorId } }, select: { id: true } });
      if (existing) throw alreadyQuoted(existing.id);
      await consumeQuotation(tx, vendorId);
      await tx.quote.create({
        data: { id: quoteId, rfqId, vendorId, total: input.total, validUntil: input.validUntil, submittedAt: at, firstSubmittedAt: at, createdAt: at },
      });
      await writeVersion(tx, quoteId, 1, input, { userId, at, finalOffer: false });
      await claimQuoteAttachments(tx, quoteId, input.attachmentIds, userId);
      await tx.rfqRecipient.update({ where: { id: recipient.id }, data: { status: "quoted", respondedAt: recipient.respondedAt ?? at } });
      await recordVendorStat(tx, vendorId, "quotes_sent", at);
      await writeAudit(tx, {
        actor: { type: "user", id: userId },
        action: "quotation.submitted",
        entityType: "quotation",
        entityId: quoteId,
        diff: { status: [null, "submitted"], total: input.total, revision: 1 },
        request: ctx,
      });
      await markRfqQuoted(tx, rfq, ctx);
      const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { nameAr: true, nameEn: true } });
      await notifyCustomerOfQuote(tx, rfq.customerUserId, vendor, "quote.received", { rfqId: rfq.id, rfqTitle: rfq.title, amount: input.total });
    });
  } catch (e) {
    // Two submissions raced past the check: the unique (rfq_id, vendor_id) key decides.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw alreadyQuoted();
    throw e;
  }
  const [[view], usage] = await Promise.all([loadQuoteViews({ id: quoteId }, ctx.locale), quotaUsage(vendorId)]);
  return { ...view, quota: { used_this_month: usage.quotations_sent, limit: usage.quotation_quota } };
}

function alreadyQuoted(quoteId?: string): AppError {
  return new AppError("QUOTATION_INVALID_STATE", {
    message: {
      en: "You already have a quotation on this RFQ; revise it (PATCH /vendor/quotes/{quoteId} or /quotations/{id}) instead of sending another.",
      ar: "لديك عرض سعر على طلب عرض السعر هذا من قبل؛ عدّله (PATCH /vendor/quotes/{quoteId} أو /quotations/{id}) بدلًا من إرسال عرض آخر.",
    },
    extra: quoteId ? { quote_id: quoteId } : undefined,
  });
}
