import { z } from "zod";
import { isoDateTime } from "../core/dates";
import { db } from "../core/db/client";
import { cursorPage, decodeCursor } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import { conversationFor, ownConversations, viewerOf } from "./participant";
import { conversationViews, type ConversationView } from "./views";

// The viewer's conversations, most recent activity first, cursor-paginated on
// (last_message_at, id). A vendor's inbox leaves out threads a customer opened
// without writing anything yet.

const position = z.object({ t: isoDateTime, id: z.string() });

export async function listConversations(
  query: { cursor?: string; limit: number },
  ctx: RequestContext,
): Promise<{ items: ConversationView[]; next_cursor: string | null }> {
  const viewer = await viewerOf(ctx);
  const after = decodeCursor(query.cursor, position);
  const at = after ? new Date(after.t) : undefined;
  const rows = await db.conversation.findMany({
    where: {
      ...ownConversations(viewer),
      ...(viewer.side === "vendor" ? { messages: { some: {} } } : {}),
      ...(after ? { OR: [{ lastMessageAt: { lt: at } }, { lastMessageAt: at, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const page = cursorPage(rows, query.limit, (r) => ({ t: r.lastMessageAt!.toISOString(), id: r.id }));
  return { items: await conversationViews(page.items, viewer, ctx.locale), next_cursor: page.next_cursor };
}

/** GET /conversations/{id}. */
export async function getConversation(id: string, ctx: RequestContext): Promise<ConversationView> {
  const viewer = await viewerOf(ctx);
  const conversation = await conversationFor(viewer, id);
  const [view] = await conversationViews([conversation], viewer, ctx.locale);
  return view;
}
