import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { conversationFor, viewerOf } from "./participant";

// POST /conversations/{id}/read: the caller's side has read everything up to
// now. One marker per side (vendor members share their vendor's inbox); the
// marker also says who moved it and when, which is the "reading the thread"
// signal the MessageSent handler uses to skip a push (handlers.ts).

export async function markConversationRead(conversationId: string, ctx: RequestContext): Promise<void> {
  const viewer = await viewerOf(ctx);
  const conversation = await conversationFor(viewer, conversationId);
  const at = now();
  await db.conversationRead.upsert({
    where: { conversationId_side: { conversationId: conversation.id, side: viewer.side } },
    create: { conversationId: conversation.id, side: viewer.side, lastReadAt: at, lastReadBy: viewer.userId },
    update: { lastReadAt: at, lastReadBy: viewer.userId },
  });
}
