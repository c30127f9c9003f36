import { db } from "../core/db/client";
import { on, type OutboxMessage } from "../core/outbox/dispatcher";
import { firstDelivery } from "../core/outbox/handled";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { bodyFor, contactDetailsUnlocked } from "./masking";
import { customerName, preview } from "./views";

// MessageSent -> a "message.received" notification (in-app row, then push,
// email per the recipient's preferences: server/notifications) for each user
// of the other side. A recipient who is reading the thread is not notified:
// "reading" means their side's read marker was moved BY THEM within
// READING_WINDOW_MS before the message (the thread page marks it read when it
// opens and while it shows new messages). Redelivery is harmless: each
// recipient is notified of a message once (firstDelivery, server/core/outbox/handled.ts).

export const READING_WINDOW_MS = 30_000;

async function notifyRecipients(event: OutboxMessage<"MessageSent">): Promise<void> {
  const { conversation_id, message_id, recipient_user_ids } = event.payload;
  const message = await db.conversationMessage.findUnique({ where: { id: message_id }, include: { conversation: true } });
  if (!message) return;
  const { conversation } = message;
  const recipientSide = message.senderSide === "customer" ? "vendor" : "customer";
  const [marker, vendor, customer, unlocked, attachments, recipients] = await Promise.all([
    db.conversationRead.findUnique({ where: { conversationId_side: { conversationId: conversation.id, side: recipientSide } } }),
    db.vendor.findUniqueOrThrow({ where: { id: conversation.vendorId }, select: { nameAr: true, nameEn: true } }),
    db.user.findUniqueOrThrow({ where: { id: conversation.customerUserId }, select: { firstName: true, lastName: true } }),
    contactDetailsUnlocked(conversation.customerUserId, conversation.vendorId),
    db.media.count({ where: { context: "message_attachment", subjectId: message.id } }),
    db.user.findMany({ where: { id: { in: recipient_user_ids }, status: "active" }, select: { id: true } }),
  ]);
  const text = preview(bodyFor(message.body, false, unlocked));
  const readingSince = message.createdAt.getTime() - READING_WINDOW_MS;
  // A vendor writes under its two names; a customer under their own (one spelling).
  const senderName = message.senderSide === "vendor" ? bilingual(vendor.nameAr, vendor.nameEn) : customerName(customer);
  for (const recipient of recipients) {
    const reading = marker && marker.lastReadBy === recipient.id && marker.lastReadAt.getTime() >= readingSince;
    if (reading) continue;
    await db.$transaction(async (tx) => {
      if (!(await firstDelivery(tx, "conversations.message_notified", `${message_id}:${recipient.id}`))) return;
      await notify(tx, {
        userId: recipient.id,
        kind: "message.received",
        entity: { type: "conversation", id: conversation_id },
        params: { sender_name: senderName, preview: text || (attachments > 0 ? `📎 ${attachments}` : "…"), message_id },
      });
    });
  }
}

let registered = false;

/** Subscribes the conversations module to its events (server/jobs/handlers.ts). */
export function registerConversationHandlers(): void {
  if (registered) return;
  registered = true;
  on("MessageSent", notifyRecipients);
}
