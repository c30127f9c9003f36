import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import { callerKey, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN, newId } from "../core/ids";
import { consume } from "../core/rate-limit/limiter";
import { requireVerifiedEmail } from "../identity/registration/require-verified-email";
import { viewerOf } from "./participant";
import { checkMessage, writeMessage } from "./send-message";
import { conversationViews, type ConversationView } from "./views";

// POST /conversations: a customer opens (or reopens) their thread with a
// vendor, optionally with a first message. One thread per (customer, vendor,
// context): asking again returns the existing one (created: false).

export type StartInput = { vendor_id: string; context_type?: "inquiry" | "rfq" | "booking"; context_id?: string; message?: string };

/**
 * An rfq context is an RFQ of the customer sent to the vendor; a booking
 * context a booking of the customer with the vendor. Someone else's record
 * (or none) is 404; the customer's own record with another vendor is 422.
 */
async function checkContext(type: "rfq" | "booking", contextId: string, customerUserId: string, vendorId: string): Promise<void> {
  if (!ULID_PATTERN.test(contextId)) throw notFound();
  const record =
    type === "rfq"
      ? await db.rfq.findUnique({
          where: { id: contextId },
          select: { customerUserId: true, status: true, recipients: { where: { vendorId }, select: { id: true } } },
        })
      : await db.booking.findUnique({ where: { id: contextId }, select: { customerUserId: true, vendorId: true } });
  if (!record || record.customerUserId !== customerUserId || ("status" in record && record.status === "draft")) throw notFound();
  const withVendor = "recipients" in record ? record.recipients.length > 0 : record.vendorId === vendorId;
  if (!withVendor) throw validationFailed({ context_id: ["validation.conversation_context_not_found"] });
}

export async function startConversation(input: StartInput, ctx: RequestContext): Promise<{ conversation: ConversationView; created: boolean }> {
  const viewer = await viewerOf(ctx);
  if (viewer.side !== "customer") {
    throw new AppError("FORBIDDEN", {
      message: {
        en: "Conversations are started from a customer account; switch to your customer context.",
        ar: "تبدأ المحادثات من حساب عميل؛ بدّل إلى صفة العميل.",
      },
    });
  }
  const contextType = input.context_type ?? "inquiry";
  if (contextType === "inquiry" && input.context_id) throw validationFailed({ context_id: ["validation.conversation_context_id_not_allowed"] });
  if (contextType !== "inquiry" && !input.context_id) throw validationFailed({ context_id: ["validation.conversation_context_id_required"] });

  const vendor = ULID_PATTERN.test(input.vendor_id) ? await db.vendor.findUnique({ where: { id: input.vendor_id }, select: { id: true, status: true } }) : null;
  if (!vendor || vendor.status !== "approved") throw notFound();
  const member = await db.vendorMember.findUnique({ where: { vendorId_userId: { vendorId: vendor.id, userId: viewer.userId } }, select: { id: true } });
  if (member) throw validationFailed({ vendor_id: ["validation.conversation_own_vendor"] });
  await requireVerifiedEmail(viewer.userId);
  if (contextType !== "inquiry") await checkContext(contextType, input.context_id!, viewer.userId, vendor.id);

  const body = input.message !== undefined ? checkMessage({ body: input.message }) : undefined;
  if (body !== undefined) await consume("messages", callerKey(ctx));

  const key = { customerUserId: viewer.userId, vendorId: vendor.id, contextType, contextId: input.context_id ?? "" };
  const { conversation, created } = await db.$transaction(async (tx) => {
    const at = now();
    // ON CONFLICT DO NOTHING: two starts at once leave one thread and both succeed.
    const { count } = await tx.conversation.createMany({ data: [{ id: newId(), ...key, createdAt: at, lastMessageAt: at }], skipDuplicates: true });
    const row = await tx.conversation.findUniqueOrThrow({
      where: { customerUserId_vendorId_contextType_contextId: key },
    });
    if (count === 1) {
      await writeAudit(tx, {
        actor: { type: "user", id: viewer.userId },
        action: "conversation.opened",
        entityType: "conversation",
        entityId: row.id,
        diff: { vendor_id: vendor.id, context_type: contextType },
        request: ctx,
      });
    }
    if (body !== undefined) await writeMessage(tx, row, viewer, body, []);
    return { conversation: row, created: count === 1 };
  });
  const fresh = await db.conversation.findUniqueOrThrow({ where: { id: conversation.id } });
  const [view] = await conversationViews([fresh], viewer, ctx.locale);
  return { conversation: view, created };
}
