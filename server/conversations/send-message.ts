import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Conversation, ConversationMessage } from "../core/db/generated/client";
import { AppError, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import { claimMedia } from "../media/attach";
import { conversationFor, otherSide, usersOfSide, viewerOf, type Viewer } from "./participant";
import { messageViews, type MessageView } from "./views";

// Sending a message: sanitised text and/or up to 5 ready uploads of the
// sender (context message_attachment), in one transaction that also moves the
// conversation's last_message_at, the sender side's read marker, and emits
// MessageSent for the other side's users (handlers.ts notifies them).
// The 30-per-minute limit is the endpoint's "messages" bucket.

export const MAX_BODY_CHARS = 2000;
export const MAX_ATTACHMENTS = 5;

// Control characters and invisible formatting (bidi overrides, zero-width)
// are removed; line breaks and tabs are kept, three or more blank lines become two.
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function cleanBody(raw: string | undefined): string {
  return (raw ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type MessageInput = { body?: string; attachment_ids?: string[] };

/** The cleaned body; 422 when the message has neither text nor attachments or the text is too long. */
export function checkMessage(input: MessageInput): string {
  const body = cleanBody(input.body);
  const attachments = input.attachment_ids ?? [];
  if (body.length === 0 && attachments.length === 0) throw validationFailed({ body: ["validation.message_empty"] });
  if (body.length > MAX_BODY_CHARS) throw validationFailed({ body: ["validation.message_too_long"] });
  return body;
}

/** Writes the message inside `tx` (the caller's transaction). */
export async function writeMessage(tx: Tx, conversation: Conversation, viewer: Viewer, body: string, attachmentIds: string[]): Promise<ConversationMessage> {
  const at = now();
  const message = await tx.conversationMessage.create({
    data: { id: newId(), conversationId: conversation.id, senderUserId: viewer.userId, senderSide: viewer.side, body, createdAt: at },
  });
  for (const mediaId of [...new Set(attachmentIds)]) {
    await claimMedia(tx, { mediaId, userId: viewer.userId, context: "message_attachment", subjectId: message.id });
  }
  await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: at } });
  await tx.conversationRead.upsert({
    where: { conversationId_side: { conversationId: conversation.id, side: viewer.side } },
    create: { conversationId: conversation.id, side: viewer.side, lastReadAt: at, lastReadBy: viewer.userId },
    update: { lastReadAt: at, lastReadBy: viewer.userId },
  });
  const recipients = (await usersOfSide(conversation, otherSide(viewer.side), tx)).filter((id) => id !== viewer.userId);
  await emit(tx, "MessageSent", {
    conversation_id: conversation.id,
    message_id: message.id,
    sender_user_id: viewer.userId,
    recipient_user_ids: recipients,
  });
  return message;
}

/** POST /conversations/{id}/messages. */
export async function sendMessage(conversationId: string, input: MessageInput, ctx: RequestContext): Promise<MessageView> {
  const viewer = await viewerOf(ctx);
  const conversation = await conversationFor(viewer, conversationId);
  const body = checkMessage(input);
  // History stays readable, but a vendor that left the marketplace (suspended, closed) takes no new messages either way.
  const vendor = await db.vendor.findUniqueOrThrow({ where: { id: conversation.vendorId }, select: { status: true } });
  if (vendor.status !== "approved")
    throw new AppError("CONFLICT", {
      message: {
        en: "This vendor is not active on the marketplace right now, so no new messages can be sent in this conversation.",
        ar: "هذا المزوّد غير نشط على المنصة حاليًا، لذا لا يمكن إرسال رسائل جديدة في هذه المحادثة.",
      },
    });
  const message = await db.$transaction((tx) => writeMessage(tx, conversation, viewer, body, input.attachment_ids ?? []));
  const [view] = await messageViews(conversation, [message], viewer, ctx.locale);
  return view;
}
