import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { Prisma, type VendorDocumentStatus } from "../core/db/generated/client";
import { AppError, type Bilingual, notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { claimMedia } from "../media/attach";
import type { DOCUMENT_KINDS } from "./schemas";
import { documentViews, listDocumentRows } from "./views";

// License and identity documents: the owner attaches an uploaded (private)
// file by media id; admins review each one. Files are only ever served
// through short-lived signed links.

type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const ALREADY_ATTACHED: Bilingual = { en: "This file is already attached as a document.", ar: "هذا الملف مرفق كمستند بالفعل." };

export async function addDocument(vendorId: string, input: { media_id: string; kind: DocumentKind }, ctx: RequestContext) {
  const userId = callerId(ctx);
  const id = newId();
  try {
    await db.$transaction(async (tx) => {
      const existing = await tx.vendorDocument.findUnique({ where: { vendorId_mediaId: { vendorId, mediaId: input.media_id } }, select: { id: true } });
      if (existing) throw new AppError("CONFLICT", { message: ALREADY_ATTACHED });
      await claimMedia(tx, { mediaId: input.media_id, userId, context: "vendor_document", subjectId: vendorId });
      await tx.vendorDocument.create({ data: { id, vendorId, mediaId: input.media_id, kind: input.kind, status: "pending_review", createdAt: now() } });
      await writeAudit(tx, {
        actor: { type: "user", id: userId },
        action: "vendor.document.added",
        entityType: "vendor_document",
        entityId: id,
        diff: { vendor_id: [null, vendorId], kind: [null, input.kind], status: [null, "pending_review"] },
        request: ctx,
      });
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") {
      throw new AppError("CONFLICT", { message: ALREADY_ATTACHED });
    }
    throw e;
  }
  const rows = await db.vendorDocument.findMany({ where: { id }, include: { media: { select: { filename: true } } } });
  return (await documentViews(rows))[0];
}

export async function listDocuments(vendorId: string) {
  return documentViews(await listDocumentRows(vendorId));
}

// A decision can be corrected (approved <-> rejected), never taken back to pending.
const DOCUMENT_TRANSITIONS: Record<"approve" | "reject", { from: VendorDocumentStatus[]; to: VendorDocumentStatus }> = {
  approve: { from: ["pending_review", "rejected"], to: "approved" },
  reject: { from: ["pending_review", "approved"], to: "rejected" },
};

/** Admin review of one document of one vendor (another vendor's document id is a 404). */
export async function reviewDocument(vendorId: string, documentId: string, input: { decision: "approve" | "reject"; note?: string }, ctx: RequestContext) {
  const rule = DOCUMENT_TRANSITIONS[input.decision];
  await db.$transaction(async (tx) => {
    const doc = await tx.vendorDocument.findFirst({ where: { id: documentId, vendorId } });
    if (!doc) throw notFound();
    const changed = await tx.vendorDocument.updateMany({
      where: { id: documentId, status: { in: rule.from } },
      data: { status: rule.to, reviewNote: input.note ?? null, reviewedBy: callerId(ctx), reviewedAt: now() },
    });
    if (changed.count === 0) {
      throw new AppError("CONFLICT", {
        message: {
          en: `A ${doc.status} document cannot be ${input.decision}d.`,
          ar: `لا يمكن ${input.decision === "approve" ? "اعتماد" : "رفض"} مستند حالته ${doc.status}.`,
        },
      });
    }
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: `vendor.document.${rule.to}`,
      entityType: "vendor_document",
      entityId: documentId,
      diff: { status: [doc.status, rule.to], review_note: [doc.reviewNote, input.note ?? null] },
      reason: input.note,
      request: ctx,
    });
  });
  const rows = await db.vendorDocument.findMany({ where: { id: documentId }, include: { media: { select: { filename: true } } } });
  return (await documentViews(rows))[0];
}
